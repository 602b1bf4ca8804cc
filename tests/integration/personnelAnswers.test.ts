// The personnel calls read as real servers may answer them (issue 26): a list that is not a list,
// items with only an id, fields of another type, both spellings of the centres with access and
// a teacher's subjects as objects or as ids.
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

let datos: unknown;
setUpMswServer(http.all('http://api.test/*', () => HttpResponse.json({ resultado: 'ok', datos })));
const dataProvider = createDataProvider(
  createSourceCatalogue({ sources: await loadAllSources() }),
  createHttpClient({ baseUrl: 'http://api.test', getToken: () => 'token' }),
);
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };
const getList = (resource: string, filter: Record<string, unknown> = {}) => dataProvider.getList(resource, { ...list, filter });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function unreadable(resource: string, filter: Record<string, unknown> = {}) {
  const error = await rejection(getList(resource, filter));
  expect((error as Error).message).toBe(UNREADABLE);
}

const LOGS_FILTER = { fecha: '05/03/2026', usuario: '3' };

describe.each([
  ['personal/administracion', {}],
  ['personal/profesorado', {}],
  ['personal/logs', LOGS_FILTER],
])('%s: an answer that is no list', (resource, filter) => {
  it('is unreadable when datos is null', async () => {
    datos = null;
    await unreadable(resource, filter);
  });

  it('is unreadable when datos is an object', async () => {
    datos = { usuarios: [] };
    await unreadable(resource, filter);
  });
});

const EMPTY_ACCOUNT = { nombre: null, email: null, rol: null, cuentaBloqueada: null, ultimaConexion: null, acceso: null };

describe('staff users', () => {
  it('a user with only an id is listed with empty cells and no centres', async () => {
    datos = [{ id: 3 }];
    const { data } = await getList('personal/administracion');
    expect(data).toEqual([{ id: 3, ...EMPTY_ACCOUNT, centro: null, centros: [] }]);
  });

  it('reads the centres with access as centros or as centrosPermitidos, and flags and dates in the forms servers write', async () => {
    datos = [
      { id: 3, centros: ['GOYA'], cuentaBloqueada: 'true', ultimaConexion: '2026-03-05T09:07:00.123Z', nombre: 42 },
      { id: '4', centrosPermitidos: ['GOYA', 'QUEVEDO'], cuentaBloqueada: false, ultimaConexion: 'ayer', rol: { codigo: 'ADMIN' } },
    ];
    const { data } = await getList('personal/administracion');
    expect(data[0]).toMatchObject({ id: 3, nombre: '42', centros: ['GOYA'], cuentaBloqueada: true, ultimaConexion: expect.stringMatching(/^2026-03-05T\d{2}:07:00$/) });
    expect(data[1]).toEqual({ ...EMPTY_ACCOUNT, id: 4, centro: null, centros: ['GOYA', 'QUEVEDO'], cuentaBloqueada: false });
  });

  it('a user without an id is unreadable', async () => {
    datos = [{ nombre: 'Ana' }];
    await unreadable('personal/administracion');
  });
});

describe('teachers', () => {
  it('a teacher with only an id is listed with empty cells and no subjects', async () => {
    datos = [{ id: 7 }];
    const { data } = await getList('personal/profesorado');
    expect(data).toEqual([{ id: 7, ...EMPTY_ACCOUNT, asignaturas: [] }]);
  });

  it('reads the subjects as objects with an id or as ids, leaving out what is neither', async () => {
    datos = [{ id: 7, asignaturas: [{ id: 4, nombre: 'Matemáticas' }, 9, '12', { nombre: 'Física' }, 'Química'], acceso: 'false', rol: 'PROFESOR_BRAIN' }];
    const { data } = await getList('personal/profesorado');
    expect(data[0]).toMatchObject({ asignaturas: [4, 9, 12], acceso: false, rol: 'PROFESOR_BRAIN' });
  });
});

describe('access logs', () => {
  it('numbers the logs by position; a log with only an id is listed with empty cells', async () => {
    datos = [{ id: 99 }, { usuario: 'Ana', fecha: '05/03/2026', metodo: 'GET', url: '/api/x' }];
    const { data } = await getList('personal/logs', LOGS_FILTER);
    expect(data).toEqual([
      { id: 0, usuario: null, email: null, fecha: null, metodo: null, url: null },
      { id: 1, usuario: 'Ana', email: null, fecha: '2026-03-05T00:00:00', metodo: 'GET', url: '/api/x' },
    ]);
  });

  it("a date 'ayer' and an object where a text goes are empty cells", async () => {
    datos = [{ usuario: { nombre: 'Ana' }, fecha: 'ayer', metodo: 'GET', url: 404 }];
    const { data } = await getList('personal/logs', LOGS_FILTER);
    expect(data).toEqual([{ id: 0, usuario: null, email: null, fecha: null, metodo: 'GET', url: '404' }]);
  });
});
