// The administration calls read as real servers may answer them (issue 26): a list that is not a
// list, items with only an id, fields of another type. A field the screens place or compute with
// makes the answer unreadable (the data provider rejects with the spec's text, the screen shows
// its load error and an empty list); a field that is only shown is read as empty (null).
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadAllSources } from '../../src/screens/registry';
import { rejection } from '../support/failures';
import { setUpMswServer } from '../support/demoApi';

/** Spec 01 §8: the text of an answer that cannot be read. */
const UNREADABLE = 'No se ha podido procesar la petición';

/** What the server answers next: the whole body, or `datos` of an ok envelope. */
let body: Record<string, unknown> = {};
const answer = (datos: unknown) => {
  body = { resultado: 'ok', datos };
};
setUpMswServer(http.all('http://api.test/*', () => HttpResponse.json(body)));
const dataProvider = createDataProvider(
  createSourceCatalogue({ sources: await loadAllSources() }),
  createHttpClient({ baseUrl: 'http://api.test', getToken: () => 'token' }),
);
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };
const getList = (resource: string, filter: Record<string, unknown> = {}) => dataProvider.getList(resource, { ...list, filter });

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

async function unreadable(resource: string, filter: Record<string, unknown> = {}) {
  const error = await rejection(getList(resource, filter));
  expect((error as Error).message).toBe(UNREADABLE);
}

const LISTS: [string, Record<string, unknown>][] = [
  ['administracion/academias', {}],
  ['administracion/calendario', { mes: '03/2026' }],
  ['administracion/helpdesk', {}],
  ['administracion/certificados', {}],
  ['administracion/documentos', { anio: 2026, mes: 3 }],
  ['administracion/codigos-promocionales', {}],
  ['administracion/formaciones', { anio: 2025 }],
  ['administracion/horarios/aperturas', { mes: '03/2026', centro: 'GOYA' }],
  ['administracion/horarios/clases', { mes: '03/2026', centro: 'GOYA' }],
  ['administracion/horarios/profesores', { mes: '03/2026', profesor: 4 }],
  ['administracion/horarios/lista-profesores', {}],
];

describe.each(LISTS)('%s: an answer that is no list', (resource, filter) => {
  it('is unreadable when datos is null', async () => {
    answer(null);
    await unreadable(resource, filter);
  });

  it('is unreadable when datos is an object', async () => {
    answer({ total: 3, items: [] });
    await unreadable(resource, filter);
  });
});

describe('academies', () => {
  it('an academy without its name, or whose closing date cannot be read, makes the answer unreadable', async () => {
    answer([{ id: 1 }]);
    await unreadable('administracion/academias');
    answer([{ nombre: 'RETIRO', fechaCierre: 'ayer' }]);
    await unreadable('administracion/academias');
  });

  it('reads a name given as a number as its digits, a capacity as text, and leaves the rest empty', async () => {
    answer([
      { nombre: 2024, capacidad: '95,50', fechaApertura: 'ayer', telefono: { numero: '910000000' }, direccion: 'Calle Goya 12' },
      { nombre: 'GOYA', capacidad: '95.50', fechaCierre: null },
    ]);
    const { data } = await getList('administracion/academias');
    expect(data).toEqual([
      { id: '2024', nombre: '2024', capacidad: 95.5, fechaApertura: null, fechaCierre: null, telefono: null, sociedad: null, direccion: null },
      { id: 'GOYA', nombre: 'GOYA', capacidad: 95.5, fechaApertura: null, fechaCierre: null, telefono: null, sociedad: null, direccion: null },
    ]);
  });
});

describe('calendar events', () => {
  it('an event without its day cannot be placed in the month: the answer is unreadable, and the console says where', async () => {
    answer([{ id: 1, fecha: '2026-03-02', titulo: 'Claustro' }, { id: 2 }]);
    await unreadable('administracion/calendario', { mes: '03/2026' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    const [message] = consoleError.mock.calls[0] as [string];
    expect(message).toContain('GET /api/core/interno/eventos-calendario/list');
    expect(message).toContain('elemento 1, campo fecha');
  });

  it("a day 'ayer' is unreadable; a day as dd/MM/yyyy or a date-time is read as its day", async () => {
    answer([{ id: 1, fecha: 'ayer' }]);
    await unreadable('administracion/calendario', { mes: '03/2026' });
    answer([
      { id: 1, fecha: '02/03/2026', titulo: 7, tipo: 'AVISO', centros: ['GOYA', { nombre: 'QUEVEDO' }], creador: { nombre: 'Ana' } },
      { id: '2', fecha: '2026-03-03T10:15:00', descripcion: ['x'] },
    ]);
    const { data } = await getList('administracion/calendario', { mes: '03/2026' });
    expect(data).toEqual([
      { id: 1, fecha: '2026-03-02', titulo: '7', descripcion: null, centros: ['GOYA'], tipo: 'AVISO', creador: null },
      { id: 2, fecha: '2026-03-03', titulo: null, descripcion: null, centros: [], tipo: null, creador: null },
    ]);
  });
});

describe('helpdesk', () => {
  it('a ticket with only its id is listed with empty cells (and still offers Resolver: resuelto is unknown)', async () => {
    answer([{ id: 5 }]);
    const { data } = await getList('administracion/helpdesk');
    expect(data).toEqual([{ id: 5, categoria: null, centro: null, fecha: null, titulo: null, descripcion: null, resuelto: null }]);
  });

  it("reads resuelto as text, a date 'ayer' as empty and an object where a text goes as empty", async () => {
    answer([{ id: 5, resuelto: 'false', fecha: 'ayer', titulo: { es: 'Proyector' }, categoria: 3 }]);
    const { data } = await getList('administracion/helpdesk');
    expect(data[0]).toMatchObject({ resuelto: false, fecha: null, titulo: null, categoria: '3' });
  });

  it('an item that is not even an object makes the answer unreadable', async () => {
    answer([{ id: 5 }, 'ticket']);
    await unreadable('administracion/helpdesk');
  });
});

describe('certificates', () => {
  it('numbers the certificates by their position, and leaves what is missing or unreadable empty', async () => {
    answer([{ alumno: 'Ana López', fecha: 'ayer', certificadoURL: { href: 'x' } }, { id: 9 }]);
    const { data } = await getList('administracion/certificados');
    expect(data).toEqual([
      { id: 0, alumno: 'Ana López', centro: null, fecha: null, formacion: null, certificadoURL: null },
      { id: 1, alumno: null, centro: null, fecha: null, formacion: null, certificadoURL: null },
    ]);
  });
});

describe('CSV documents', () => {
  it('a document of the list without its id is unreadable; with only its id its cells are empty', async () => {
    answer([{ titulo: 'P&L' }]);
    await unreadable('administracion/documentos', { anio: 2026, mes: 3 });
    answer([{ id: '31', fecha: '05/03/2026' }]);
    const { data } = await getList('administracion/documentos', { anio: 2026, mes: 3 });
    expect(data).toEqual([{ id: 31, titulo: null, fecha: '2026-03-05T00:00:00', creador: null }]);
  });

  const DOCUMENT = { titulo: 'Facturas emitidas', cabeceras: ['Alumno', 'Importe'], datos: [['Ana', 95.5], { Alumno: 'Luis', Importe: '12,00' }] };

  it('reads titulo, cabeceras and datos inside datos', async () => {
    answer(DOCUMENT);
    expect(await dataProvider.action('administracion/documentos', 'download', { id: 31 })).toEqual(DOCUMENT);
  });

  it('and at the top of the body, beside resultado', async () => {
    body = { resultado: 'ok', ...DOCUMENT };
    expect(await dataProvider.action('administracion/documentos', 'download', { id: 31 })).toEqual(DOCUMENT);
  });

  it('a cell that is an object is empty; a document without headers, or datos null, is unreadable', async () => {
    answer({ ...DOCUMENT, datos: [['Ana', { euros: 95.5 }]] });
    expect(await dataProvider.action('administracion/documentos', 'download', { id: 31 })).toEqual({ ...DOCUMENT, datos: [['Ana', null]] });
    answer({ titulo: 'x', datos: [] });
    expect(((await rejection(dataProvider.action('administracion/documentos', 'download', { id: 31 }))) as Error).message).toBe(UNREADABLE);
    answer(null);
    expect(((await rejection(dataProvider.action('administracion/documentos', 'download', { id: 31 }))) as Error).message).toBe(UNREADABLE);
  });
});

describe('promo codes', () => {
  it('a code with only its id is listed with empty cells', async () => {
    answer([{ id: 9 }]);
    const { data } = await getList('administracion/codigos-promocionales');
    expect(data).toEqual([
      {
        id: 9,
        nombre: null,
        descripcion: null,
        centros: [],
        compatibilidad: [],
        tipo: null,
        descuentoFijo: null,
        descuentoPorcentaje: null,
        horasGratis: null,
        fechaInicio: null,
        fechaFin: null,
      },
    ]);
  });

  it("reads amounts '95,50' and '95.50' as 95.5, a name as a number as its digits, an end 'ayer' as empty", async () => {
    answer([
      { id: 9, nombre: 2025, tipo: 'DESCUENTO_PRECIO', descuentoFijo: '95,50', fechaFin: 'ayer', compatibilidad: 'TARIFA' },
      { id: 10, tipo: 'DESCUENTO_PORCENTAJE', descuentoPorcentaje: '95.50', fechaInicio: '01/06/2026', descripcion: { texto: 'x' } },
    ]);
    const { data } = await getList('administracion/codigos-promocionales');
    expect(data[0]).toMatchObject({ nombre: '2025', descuentoFijo: 95.5, fechaFin: null, compatibilidad: [] });
    expect(data[1]).toMatchObject({ descuentoPorcentaje: 95.5, fechaInicio: '2026-06-01', descripcion: null });
  });

  it('a code without its id is unreadable', async () => {
    answer([{ nombre: 'VERANO' }]);
    await unreadable('administracion/codigos-promocionales');
  });
});

describe('trainings', () => {
  it('a training with only its id is listed with empty cells; its completed flag is read from text', async () => {
    answer([{ id: 11 }, { id: 12, nombre: 12345, formacionCompletada: 'true', email: ['a@b.es'] }]);
    const { data } = await getList('administracion/formaciones', { anio: 2025 });
    expect(data).toEqual([
      { id: 11, nombre: null, email: null, centro: null, formacionCompletada: null },
      { id: 12, nombre: '12345', email: null, centro: null, formacionCompletada: true },
    ]);
  });
});

describe('opening hours', () => {
  it('a day without its date, or with a date that cannot be read, makes the answer unreadable', async () => {
    answer([{ id: 1 }]);
    await unreadable('administracion/horarios/aperturas', { mes: '03/2026', centro: 'GOYA' });
    answer([{ id: 1, fecha: 'ayer', horas: ['09:00-10:00'] }]);
    await unreadable('administracion/horarios/aperturas', { mes: '03/2026', centro: 'GOYA' });
  });

  it('reads the day in any of the three formats; hours that are no list, or items that are no text, are left out', async () => {
    answer([
      { id: 1, fecha: '03/03/2026', horas: ['09:00-10:00', { desde: '10:00' }] },
      { id: 2, fecha: '2026-03-04T08:30', horas: '09:00-10:00' },
    ]);
    const { data } = await getList('administracion/horarios/aperturas', { mes: '03/2026', centro: 'GOYA' });
    expect(data).toEqual([
      { id: 1, fecha: '2026-03-03', horas: ['09:00-10:00'] },
      { id: 2, fecha: '2026-03-04', horas: [] },
    ]);
  });
});

describe('teacher classes', () => {
  it.each([
    ['administracion/horarios/clases', { mes: '03/2026', centro: 'GOYA' }],
    ['administracion/horarios/profesores', { mes: '03/2026', profesor: 4 }],
  ])('%s: a class without its day is unreadable; the rest of a class is only shown', async (resource, filter) => {
    answer([{ id: 1 }]);
    await unreadable(resource, filter);
    answer([{ id: 1, fecha: '2026-03-05', hora: 930, profesorId: 'cuatro', profesor: { nombre: 'Ana' } }]);
    const { data } = await getList(resource, filter);
    expect(data).toEqual([{ id: 1, fecha: '2026-03-05', hora: '930', profesor: null, profesorId: null, centro: null }]);
  });
});
