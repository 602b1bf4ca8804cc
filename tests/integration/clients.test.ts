// The calls of the clients screens through the data provider, against a recording server: the
// path, verb and query parameters of each (spec 02 §7), and the rows the screens get from
// answers that map a subject or an academy to its income.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadAllSources } from '../../src/screens/registry';
import { setUpMswServer } from '../support/demoApi';

/** What the recording server answers per method and path: `datos` of an ok envelope. */
const ANSWERS: Record<string, unknown> = {
  'GET /api/core/contabilidad/pago-tarifa/list/asignatura': { Matemáticas: 320.5, 'Inglés - Nivel B1': 96 },
  'GET /api/core/datos/codigo-promocional/list/usage': {
    GOYA: { centro: 'GOYA', pagos: 40, pagos_tarifa: 176, pagos_pack_horas: 0 },
    QUEVEDO: { centro: 'QUEVEDO', pagos: 0, pagos_tarifa: 0, pagos_pack_horas: 250.5 },
  },
  'GET /api/core/datos/codigo-promocional/list': [{ id: 4, nombre: 'AMIGO15' }],
};

let seen: string[] = [];
setUpMswServer(
  http.all('http://api.test/*', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${decodeURIComponent(url.pathname + url.search)}`);
    const datos = ANSWERS[`${request.method} ${url.pathname}`] ?? [];
    return HttpResponse.json({ resultado: 'ok', datos });
  }),
);
const dataProvider = createDataProvider(createSourceCatalogue({ sources: await loadAllSources() }), createHttpClient({ baseUrl: 'http://api.test', getToken: () => 'token' }));
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

afterEach(() => {
  seen = [];
});

describe('fichas', () => {
  it('lists the records opened in a month with mes=MM/yyyy and centro', async () => {
    await dataProvider.getList('clientes/fichas', { ...list, filter: { academia: 'GOYA', mes: '10/2026' } });
    expect(seen).toEqual(['GET /api/core/alumnos/alumno/list/new?mes=10/2026&centro=GOYA']);
  });
});

describe('contrataciones mensuales', () => {
  it('lists the hour packs and the tariffs of a month and academy, each from its kind', async () => {
    await dataProvider.getList('clientes/contrataciones-mensuales/packs', { ...list, filter: { academia: 'LOPEZ DE HOYOS', mes: '09/2026' } });
    await dataProvider.getList('clientes/contrataciones-mensuales/tarifas', { ...list, filter: { academia: 'QUEVEDO', mes: '09/2026' } });
    expect(seen).toEqual([
      'GET /api/core/alumnos/contabilidad/pack-horas-alumno/list/mes?mes=09/2026&centro=LOPEZ DE HOYOS',
      'GET /api/core/alumnos/contabilidad/tarifa-alumno/list/mes?mes=09/2026&centro=QUEVEDO',
    ]);
  });
});

describe('asignaturas', () => {
  it('asks for the income per subject with mes and centro, one row per subject of the map', async () => {
    const { data } = await dataProvider.getList('clientes/asignaturas', { ...list, filter: { academia: 'GOYA', mes: '03/2026' } });
    expect(seen).toEqual(['GET /api/core/contabilidad/pago-tarifa/list/asignatura?mes=03/2026&centro=GOYA']);
    expect(data).toEqual([
      { id: 'Matemáticas', asignatura: 'Matemáticas', importe: 320.5 },
      { id: 'Inglés - Nivel B1', asignatura: 'Inglés - Nivel B1', importe: 96 },
    ]);
  });
});

describe('códigos', () => {
  it("loads the code picker's codes for the chosen month and year", async () => {
    const { data } = await dataProvider.getList('clientes/codigos/seleccion', { ...list, filter: { anio: 2026, mes: 2 } });
    expect(seen).toEqual(['GET /api/core/datos/codigo-promocional/list?mes=02/2026']);
    expect(data).toEqual([{ id: 4, nombre: 'AMIGO15' }]);
  });

  it('asks for the usage with mes and codigo, one row per academy split into payments, tariffs and hour packs', async () => {
    const { data } = await dataProvider.getList('clientes/codigos', { ...list, filter: { anio: 2026, mes: 11, codigo: '4' } });
    expect(seen).toEqual(['GET /api/core/datos/codigo-promocional/list/usage?mes=11/2026&codigo=4']);
    expect(data).toEqual([
      { id: 'GOYA', centro: 'GOYA', pagos: 40, pagos_tarifa: 176, pagos_pack_horas: 0 },
      { id: 'QUEVEDO', centro: 'QUEVEDO', pagos: 0, pagos_tarifa: 0, pagos_pack_horas: 250.5 },
    ]);
  });
});

describe('valoraciones', () => {
  it('lists the ratings of a month with mes=MM/yyyy from the year and month controls', async () => {
    await dataProvider.getList('clientes/valoraciones', { ...list, filter: { anio: 2025, mes: 12 } });
    expect(seen).toEqual(['GET /api/core/alumnos/valoracion-alumnos/list?mes=12/2025']);
  });
});
