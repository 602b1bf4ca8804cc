// Parity of the screens converted from TypeScript declarations to screen files (issue 41): each
// gives, for a fixed answer, what its TypeScript declaration gave — written out below as it was
// recorded from the declaration before it was deleted: its call and query for given control
// values, its controls, headers, cells as shown, totals, CSV bytes, search and sort. A changed
// label, cell format, CSV byte or parameter fails here.
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSearchIndex, filterBySearch } from '../../src/common/search';
import { toCsv } from '../../src/common/csv';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { columnsSortBy, csvColumnsOf, tableColumnOf, totalsRowOf } from '../../src/declaration/columns';
import { rowActionsOf } from '../../src/declaration/rowActions';
import type { ListFilter } from '../../src/declaration/types';
import { declaredNames } from '../../src/screens/registry';
import { declarationOf } from '../support/declarations';
import { setUpMswServer, TEST_API } from '../support/demoApi';

const server = setUpMswServer();
let seen: string[] = [];
beforeEach(() => {
  seen = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
});

const catalogue = createSourceCatalogue({ declared: declaredNames });
const dataProvider = createDataProvider(catalogue, createHttpClient({ baseUrl: TEST_API, getToken: () => 'prueba' }));

/** A cell as the page shows it: its text, or the markup of its element (a coloured amount, a link). */
const markup = (node: ReactNode) => (typeof node === 'string' ? node : renderToStaticMarkup(node));

/** What a list screen gives for the answer `datos` to the list call made with `filter`. */
async function listOf(name: string, path: string, datos: unknown, filter: ListFilter) {
  server.use(http.get(`${TEST_API}${path}`, () => HttpResponse.json({ resultado: 'ok', datos })));
  const schema = await declarationOf(name);
  const { data: rows } = await dataProvider.getList(name, { pagination: { page: 1, perPage: 1000 }, sort: { field: '', order: 'ASC' }, filter });
  const { list } = schema;
  const columns = list.columns.map(tableColumnOf);
  const sortBy = columnsSortBy(list.columns);
  const sort = 'field' in list.sort ? list.sort : undefined;
  const index = createSearchIndex(rows, list.search ?? (() => []));
  return {
    title: list.title,
    calls: seen,
    controls: list.controls,
    headers: columns.map((column) => column.label),
    cells: rows.map((row) => columns.map((column) => markup(column.render?.(row)))),
    totals: list.totalsLabel === undefined ? undefined : totalsRowOf(list.columns, rows, list.totalsLabel).map(markup),
    csv: toCsv(csvColumnsOf(list.columns), rows),
    exportName: list.exportName,
    sort,
    sorted: sort && sortBy(rows, sort.field, sort.order).map((row) => row.id),
    search: (query: string) => filterBySearch(rows, index, query).map((row) => row.id),
    loadErrorTitle: list.loadErrorTitle,
    readPolicy: schema.readPolicy,
    dialogs: { create: schema.create, edit: schema.edit, actions: rowActionsOf(schema) },
  };
}

const PENDING = [
  { alumno: 'Lucía Gómez', concepto: 'Marzo', centro: 'GOYA', tipo: 'TARIFA', importe: 120.5, deuda: 60.25 },
  { alumno: 'Álvaro Pérez', concepto: 'Pack 10 horas', centro: 'GOYA', tipo: 'PACK', importe: 1234.5, deuda: 1234.5 },
  { alumno: 'Ana Ruiz', concepto: 'Matrícula', centro: 'GOYA', tipo: 'PAGO', importe: 40, deuda: -0.1 },
  { alumno: 'Bruno Díaz', concepto: 'Intensivo de verano', centro: 'GOYA', tipo: 'INTENSIVO', importe: 300, deuda: 0.2 },
  { alumno: 'Carla Sanz', concepto: 'Otro', centro: 'GOYA', tipo: 'DESCONOCIDO', importe: 10, deuda: 10 },
  { alumno: 'Diego Mora', concepto: 'Sin tipo', centro: 'GOYA', tipo: null, importe: 5, deuda: 5 },
];

const SUBJECTS = { Matemáticas: 1520.4, Inglés: 980, 'Física y Química': 0.1, Lengua: 0.2 };

/** Spec 02's read policy: five minutes cached, not asked again on focus, one retry. */
const CACHED = { staleTime: 300000, refetchOnWindowFocus: false, retries: 1 };

describe('Pagos pendientes, as its TypeScript declaration gave it', () => {
  it('calls the pending payments of the chosen month and academy, and shows each type by its name', async () => {
    const screen = await listOf('contabilidad/pagos/pendientes', '/api/core/contabilidad/pago/list/pending', PENDING, { academia: 'GOYA', mes: '03/2026' });
    expect(screen.calls).toEqual(['GET /api/core/contabilidad/pago/list/pending?mes=03%2F2026&centro=GOYA']);
    expect(screen.title).toBe('Pagos pendientes');
    expect(screen.controls).toEqual([
      { kind: 'academy', source: 'academia', label: 'Academia' },
      { kind: 'month', source: 'mes', label: 'Mes', back: 12, forward: 1 },
    ]);
    expect(screen.headers).toEqual(['Alumno', 'Concepto', 'Tipo', 'Importe', 'Deuda']);
    expect(screen.cells).toEqual([
      ['Lucía Gómez', 'Marzo', 'Tarifa', '120,50 €', '60,25 €'],
      ['Álvaro Pérez', 'Pack 10 horas', 'Pack de horas', '1.234,50 €', '1.234,50 €'],
      ['Ana Ruiz', 'Matrícula', 'Pago', '40,00 €', '-0,10 €'],
      ['Bruno Díaz', 'Intensivo de verano', 'Intensivo', '300,00 €', '0,20 €'],
      ['Carla Sanz', 'Otro', 'DESCONOCIDO', '10,00 €', '10,00 €'],
      ['Diego Mora', 'Sin tipo', '', '5,00 €', '5,00 €'],
    ]);
    expect(screen.totals).toEqual(['Total', '', '', '1.710,00 €', '1.309,85 €']);
    expect(screen.csv).toBe(
      '\uFEFFAlumno;Concepto;Tipo;Importe;Deuda\r\n' +
        'Lucía Gómez;Marzo;Tarifa;120,50 €;60,25 €\r\n' +
        'Álvaro Pérez;Pack 10 horas;Pack de horas;1.234,50 €;1.234,50 €\r\n' +
        "Ana Ruiz;Matrícula;Pago;40,00 €;'-0,10 €\r\n" +
        'Bruno Díaz;Intensivo de verano;Intensivo;300,00 €;0,20 €\r\n' +
        'Carla Sanz;Otro;DESCONOCIDO;10,00 €;10,00 €\r\n' +
        'Diego Mora;Sin tipo;;5,00 €;5,00 €',
    );
    expect(screen.exportName).toBe('pagos-pendientes');
    // Rows without an id are named by their position in the answer.
    expect(screen.sort).toEqual({ field: 'alumno', order: 'ASC' });
    expect(screen.sorted).toEqual([1, 2, 3, 4, 5, 0]);
    expect(['tarifa', 'pack de', 'PACK', 'lucía', 'goya'].map(screen.search)).toEqual([[0], [1], [1], [0], []]);
    expect(screen.loadErrorTitle).toBe('Error al recuperar los pagos pendientes');
    expect(screen.readPolicy).toEqual(CACHED);
    expect(screen.dialogs).toEqual({ create: undefined, edit: undefined, actions: [] });
  });
});

describe('Asignaturas of the clients, as its TypeScript declaration gave it', () => {
  it("calls a month's income per subject of the chosen academy, read from its map", async () => {
    const screen = await listOf('clientes/asignaturas', '/api/core/contabilidad/pago-tarifa/list/asignatura', SUBJECTS, { academia: 'POZUELO', mes: '11/2025' });
    expect(screen.calls).toEqual(['GET /api/core/contabilidad/pago-tarifa/list/asignatura?mes=11%2F2025&centro=POZUELO']);
    expect(screen.title).toBe('Asignaturas');
    expect(screen.controls).toEqual([
      { kind: 'academy', source: 'academia', label: 'Academia' },
      { kind: 'month', source: 'mes', label: 'Mes', back: 24, forward: 0 },
    ]);
    expect(screen.headers).toEqual(['Asignatura', 'Ingresos']);
    expect(screen.cells).toEqual([
      ['Matemáticas', '1.520,40 €'],
      ['Inglés', '980,00 €'],
      ['Física y Química', '0,10 €'],
      ['Lengua', '0,20 €'],
    ]);
    expect(screen.totals).toEqual(['Total', '2.500,70 €']);
    expect(screen.csv).toBe('\uFEFFAsignatura;Ingresos\r\nMatemáticas;1.520,40 €\r\nInglés;980,00 €\r\nFísica y Química;0,10 €\r\nLengua;0,20 €');
    expect(screen.exportName).toBe('asignaturas-mes');
    expect(screen.sort).toEqual({ field: 'importe', order: 'DESC' });
    expect(screen.sorted).toEqual(['Matemáticas', 'Inglés', 'Lengua', 'Física y Química']);
    expect(['mate', 'ingl', '980'].map(screen.search)).toEqual([['Matemáticas'], ['Inglés'], []]);
    expect(screen.loadErrorTitle).toBe('Error al recuperar las asignaturas');
    expect(screen.readPolicy).toEqual(CACHED);
    expect(screen.dialogs).toEqual({ create: undefined, edit: undefined, actions: [] });
  });
});
