// The calls of the administration records through the data provider, against a recording
// server: the path, verb and query parameters of each, and what the screens get back.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { loadDeclarations } from '../../src/screens/registry';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { setUpMswServer } from '../support/demoApi';

const catalogue = createSourceCatalogue({ sources: await loadDeclarations() });

const ACADEMIES = [
  { nombre: 'RETIRO', fechaApertura: '2012-09-01', fechaCierre: '2020-06-30', telefono: '910000001', sociedad: 'Retiro SL', capacidad: 40, direccion: null },
  { nombre: 'GOYA', fechaApertura: '2015-01-10', telefono: '910000002', sociedad: 'Goya SL', capacidad: 80, direccion: null },
];
const TRAININGS = [
  { id: 11, nombre: 'Ana López', email: 'ana@example.org', centro: 'GOYA', formacionCompletada: false },
  { id: 12, nombre: 'Luis Pérez', email: 'luis@example.org', centro: 'QUEVEDO', formacionCompletada: true },
];
const DOCUMENT = { titulo: 'Facturas emitidas 03/2026', cabeceras: ['Alumno'], datos: [['Ana']] };

/** What the recording server answers per method and path: `datos` of an ok envelope. */
const ANSWERS: Record<string, unknown> = {
  'GET /api/core/datos/centro/list/details': ACADEMIES,
  'GET /api/core/formacion/formacion/list/year': TRAININGS,
  'GET /api/core/interno/documento-csv': DOCUMENT,
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
const dataProvider = createDataProvider(catalogue, createHttpClient({ baseUrl: 'http://api.test', getToken: () => 'token' }));
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

afterEach(() => {
  seen = [];
});

describe('academias', () => {
  it('lists the academies from /centro/list/details, each named by its name', async () => {
    const { data } = await dataProvider.getList('administracion/academias', { ...list, filter: {} });
    expect(seen).toEqual(['GET /api/core/datos/centro/list/details']);
    expect(data.map((academy) => academy.id)).toEqual(['RETIRO', 'GOYA']);
  });
});

describe('helpdesk', () => {
  it('lists the tickets and resolves one with PUT id and resuelto=true', async () => {
    await dataProvider.getList('administracion/helpdesk', { ...list, filter: {} });
    await dataProvider.action('administracion/helpdesk', 'resolve', { id: 5, titulo: 'Proyector', resuelto: false });
    expect(seen).toEqual(['GET /api/core/interno/helpdesk/list', 'PUT /api/core/interno/helpdesk?id=5&resuelto=true']);
  });
});

describe('certificados', () => {
  it('lists the certificates', async () => {
    await dataProvider.getList('administracion/certificados', { ...list, filter: {} });
    expect(seen).toEqual(['GET /api/core/alumnos/certificado-alumno/list']);
  });
});

describe('documentos', () => {
  it('lists a month of documents with mes=MM/yyyy from the year and month controls', async () => {
    await dataProvider.getList('administracion/documentos', { ...list, filter: { anio: 2026, mes: 3 } });
    expect(seen).toEqual(['GET /api/core/interno/documento-csv/list?mes=03/2026']);
  });

  it('fetches one document by id for its download', async () => {
    const answer = await dataProvider.action('administracion/documentos', 'download', { id: 31 });
    expect(seen).toEqual(['GET /api/core/interno/documento-csv?id=31']);
    expect(answer).toEqual(DOCUMENT);
  });

  it('asks for a monthly document with its month, and for another without one', async () => {
    await dataProvider.create('administracion/documentos', { data: { documento: 'issued-invoices', mes: '02/2026' } });
    await dataProvider.create('administracion/documentos', { data: { documento: 'pending-invoices', mes: '02/2026' } });
    expect(seen).toEqual(['POST /api/core/interno/documento-csv/issued-invoices?mes=02/2026', 'POST /api/core/interno/documento-csv/pending-invoices']);
  });
});

describe('codigos-promocionales', () => {
  const PATH = '/api/core/datos/codigo-promocional-dinamico';
  const code = {
    id: 9,
    nombre: 'VERANO25',
    descripcion: 'Verano',
    tipo: 'DESCUENTO_PORCENTAJE',
    valor: '15',
    centros: ['GOYA', 'LOPEZ DE HOYOS'],
    compatibilidad: ['TARIFA', 'PACK'],
    fechaInicio: '2026-06-01',
    fechaFin: '2026-08-31',
    descuentoPorcentaje: 10,
  };

  it('lists the codes', async () => {
    await dataProvider.getList('administracion/codigos-promocionales', { ...list, filter: {} });
    expect(seen).toEqual([`GET ${PATH}/list`]);
  });

  it('creates with the name, the dates as dd/MM/yyyy, the lists and the value of its type', async () => {
    const data = { nombre: code.nombre, descripcion: code.descripcion, tipo: code.tipo, valor: code.valor, centros: code.centros, compatibilidad: code.compatibilidad, fechaInicio: code.fechaInicio, fechaFin: code.fechaFin };
    await dataProvider.create('administracion/codigos-promocionales', { data });
    expect(seen).toEqual([
      `POST ${PATH}?nombre=VERANO25&descripcion=Verano&tipo=DESCUENTO_PORCENTAJE&fecha_inicio=01/06/2026&fecha_fin=31/08/2026` +
        '&centros[]=GOYA&centros[]=LOPEZ DE HOYOS&compatibilidad[]=TARIFA&compatibilidad[]=PACK&descuento_porcentaje=15',
    ]);
  });

  it('updates with the id instead of the name', async () => {
    await dataProvider.update('administracion/codigos-promocionales', { id: 9, data: { ...code, tipo: 'HORAS_GRATIS', valor: '3', compatibilidad: ['TARIFA'] }, previousData: code });
    expect(seen).toEqual([
      `PUT ${PATH}?id=9&descripcion=Verano&tipo=HORAS_GRATIS&fecha_inicio=01/06/2026&fecha_fin=31/08/2026` +
        '&centros[]=GOYA&centros[]=LOPEZ DE HOYOS&compatibilidad[]=TARIFA&horas_gratis=3',
    ]);
  });

  it('deletes by id', async () => {
    await dataProvider.delete('administracion/codigos-promocionales', { id: 9, previousData: code });
    expect(seen).toEqual([`DELETE ${PATH}?id=9`]);
  });
});

describe('formaciones', () => {
  const PATH = '/api/core/formacion/formacion';

  it('lists the trainings of a year', async () => {
    await dataProvider.getList('administracion/formaciones', { ...list, filter: { anio: 2025 } });
    expect(seen).toEqual([`GET ${PATH}/list/year?year=2025`]);
  });

  it('finds a training for its edit in the list of the year it was shown in', async () => {
    const { data } = await dataProvider.getOne('administracion/formaciones', { id: '12', meta: { filter: { anio: 2024 } } });
    expect(seen).toEqual([`GET ${PATH}/list/year?year=2024`]);
    expect(data).toEqual(TRAININGS[1]);
  });

  it('creates with nombre, centro and email', async () => {
    await dataProvider.create('administracion/formaciones', { data: { nombre: 'Eva Ruiz', email: 'eva@example.org', centro: 'GOYA' } });
    expect(seen).toEqual([`POST ${PATH}?nombre=Eva Ruiz&centro=GOYA&email=eva@example.org`]);
  });

  it('updates with id, nombre, centro, email and completada', async () => {
    await dataProvider.update('administracion/formaciones', { id: 11, data: { ...TRAININGS[0], completada: true }, previousData: TRAININGS[0] });
    expect(seen).toEqual([`PUT ${PATH}?id=11&nombre=Ana López&centro=GOYA&email=ana@example.org&completada=true`]);
  });
});
