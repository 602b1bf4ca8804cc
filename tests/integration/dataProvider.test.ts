import type { RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Subject } from '../../src/common/subjects';
import { UNREADABLE_ANSWER } from '../../src/dataProvider/ApiError';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { SESSION_MOTIVO } from '../../src/demo/areas/auth';
import { getDb, resetDb } from '../../src/demo/db';
import { clearFaults, setFaults, type FaultKind } from '../../src/demo/faults';
import { handlers } from '../../src/demo/handlers';
import type { StudyCentre } from '../../src/screens/administracion/centros-estudio';
import { loadDeclarations } from '../../src/screens/registry';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { failure, rejection } from '../support/failures';
import { setUpMswServer } from '../support/demoApi';

const catalogue = createSourceCatalogue({ sources: await loadDeclarations() });

const SUBJECTS = 'administracion/asignaturas';
const CENTRES = 'administracion/centros-estudio';
const SUBJECT_PATH = '/api/core/planificacion/asignatura';
const CENTRE_PATH = '/api/core/datos/centro-estudios';

/** The demo trusts any bearer token it could have issued ('demo-…'). */
const DEMO_TOKEN = 'demo-pruebas';

const server = setUpMswServer(...handlers);
const dataProvider = createDataProvider(catalogue, createHttpClient({ baseUrl: 'http://api.test', getToken: () => DEMO_TOKEN }));

const page = { pagination: { page: 1, perPage: 5 }, sort: { field: 'nombre', order: 'ASC' as const } };

interface Seen {
  method: string;
  url: URL;
  body: Promise<string>;
}
let seen: Seen[] = [];

/** Path and query of every request, as the server received them. */
const targets = () => seen.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`);
/** The query parameters of a request, in the order they were sent. */
const queryOf = (request: Seen) => [...request.url.searchParams.entries()];

const copy = <T>(value: T): T => structuredClone(value);

beforeEach(() => {
  resetDb({ scale: 1 });
  seen = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url), body: request.clone().text() });
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  clearFaults();
});

describe('subjects (administracion/asignaturas)', () => {
  it('getList returns every subject with its total, ignoring pagination', async () => {
    const all = getDb().asignaturas;
    expect(all.length).toBeGreaterThan(page.pagination.perPage);
    const { data, total } = await dataProvider.getList<Subject>(SUBJECTS, { ...page, filter: {} });
    expect(data).toEqual(all);
    expect(total).toBe(all.length);
    expect(targets()).toEqual([`GET ${SUBJECT_PATH}/list`]);
  });

  it('getOne calls GET /api/core/planificacion/asignatura?id=…', async () => {
    const subject = copy(getDb().asignaturas[4]);
    const { data } = await dataProvider.getOne<Subject>(SUBJECTS, { id: subject.id });
    expect(targets()).toEqual([`GET ${SUBJECT_PATH}?id=${subject.id}`]);
    expect(data).toEqual(subject);
  });

  it("getOne of an unknown id rejects with the server's motivo", async () => {
    const error = await failure(dataProvider.getOne(SUBJECTS, { id: 999999 }));
    expect(error.message).toBe('La asignatura no existe');
  });

  it('getMany returns the wanted records from the list', async () => {
    const [first, , third] = getDb().asignaturas;
    // Ids may come as strings (from the URL) or numbers.
    const { data } = await dataProvider.getMany(SUBJECTS, { ids: [third.id, String(first.id)] });
    expect(data.map((subject) => subject.id)).toEqual([first.id, third.id]);
  });

  it('create sends POST with every field in the query and an empty body; the record is then listed', async () => {
    const before = getDb().asignaturas.length;
    const input = { nombre: 'Portugués', nombreCompleto: 'Portugués - Nivel B1', tipo: 'IDIOMAS', nivel: 'IDIOMA', subnivel: 'B1' };
    const { data } = await dataProvider.create<Subject>(SUBJECTS, { data: input });

    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe(SUBJECT_PATH);
    expect(queryOf(seen[0])).toEqual([
      ['nombre', 'Portugués'],
      ['nombre_completo', 'Portugués - Nivel B1'],
      ['descripcion', 'Portugués - Nivel B1'],
      ['tipo', 'IDIOMAS'],
      ['nivel', 'IDIOMA'],
      ['subnivel', 'B1'],
    ]);
    expect(await seen[0].body).toBe('');
    expect(data).toMatchObject({ ...input, activa: true });
    expect(typeof data.id).toBe('number');

    const { data: listed, total } = await dataProvider.getList<Subject>(SUBJECTS, { ...page, filter: {} });
    expect(total).toBe(before + 1);
    expect(listed.find((subject) => subject.id === data.id)).toMatchObject(input);
  });

  it('create leaves an absent sublevel out of the query', async () => {
    const input = { nombre: 'Ajedrez', nombreCompleto: 'Ajedrez - Otras enseñanzas', tipo: 'OTRAS', nivel: 'OTRAS', subnivel: null };
    const { data } = await dataProvider.create<Subject>(SUBJECTS, { data: input });
    expect(seen[0].url.searchParams.has('subnivel')).toBe(false);
    expect(data).toMatchObject({ nombre: 'Ajedrez', subnivel: null });
  });

  it("a create refused by the server (duplicate) rejects with the server's motivo", async () => {
    const before = getDb().asignaturas.length;
    const existing = getDb().asignaturas.find((subject) => subject.nivel === 'PRIMARIA' && subject.subnivel === null);
    expect(existing).toBeDefined();
    const duplicate = { ...existing, id: undefined, nombre: existing?.nombre.toUpperCase() };
    const error = await failure(dataProvider.create(SUBJECTS, { data: duplicate }));
    expect(error.message).toBe('Ya existe una asignatura con ese nombre y nivel');
    expect(error.retryable).toBe(false);
    expect(getDb().asignaturas).toHaveLength(before);
  });

  it('update sends PUT with activa=true even when the record is inactive', async () => {
    const inactive = getDb().asignaturas.find((subject) => !subject.activa);
    expect(inactive).toBeDefined();
    const previous = copy(inactive as Subject);
    const changed = { ...previous, nombre: `${previous.nombre} (revisada)`, activa: false };

    const { data } = await dataProvider.update<Subject>(SUBJECTS, { id: previous.id, data: changed, previousData: previous });

    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].url.pathname).toBe(SUBJECT_PATH);
    expect(seen[0].url.searchParams.get('id')).toBe(String(previous.id));
    expect(seen[0].url.searchParams.get('nombre')).toBe(changed.nombre);
    expect(seen[0].url.searchParams.get('nombre_completo')).toBe(previous.nombreCompleto);
    expect(seen[0].url.searchParams.get('descripcion')).toBe(previous.nombreCompleto);
    expect(seen[0].url.searchParams.get('tipo')).toBe(previous.tipo);
    expect(seen[0].url.searchParams.get('nivel')).toBe(previous.nivel);
    expect(seen[0].url.searchParams.get('activa')).toBe('true');
    expect(await seen[0].body).toBe('');
    expect(data).toMatchObject({ id: previous.id, nombre: changed.nombre, activa: true });
    expect(getDb().asignaturas.find((subject) => subject.id === previous.id)).toMatchObject({ nombre: changed.nombre, activa: true });
  });

  it('update merges the changed fields over previousData', async () => {
    const previous = copy(getDb().asignaturas.find((subject) => subject.subnivel === 'B2') as Subject);
    await dataProvider.update<Subject>(SUBJECTS, { id: previous.id, data: { nombre: 'Inglés avanzado' }, previousData: previous });
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({
      id: String(previous.id),
      nombre: 'Inglés avanzado',
      nombre_completo: previous.nombreCompleto,
      descripcion: previous.nombreCompleto,
      tipo: previous.tipo,
      nivel: previous.nivel,
      subnivel: 'B2',
      activa: 'true',
    });
  });

  it('delete is not offered and sends nothing', async () => {
    const subject = copy(getDb().asignaturas[0]);
    await rejection(dataProvider.delete(SUBJECTS, { id: subject.id, previousData: subject }));
    expect(seen).toEqual([]);
  });
});

describe('study centres (administracion/centros-estudio)', () => {
  it('getList without a filter asks for the whole list', async () => {
    const { data, total } = await dataProvider.getList<StudyCentre>(CENTRES, { ...page, filter: {} });
    expect(targets()).toEqual([`GET ${CENTRE_PATH}/list`]);
    expect(data).toEqual(getDb().centrosEstudio);
    expect(total).toBe(getDb().centrosEstudio.length);
    expect(new Set(data.map((centre) => centre.provincia)).size).toBeGreaterThan(1);
  });

  it('getList with a province asks /list/provincia and returns only that province', async () => {
    const { data, total } = await dataProvider.getList<StudyCentre>(CENTRES, { ...page, filter: { provincia: 'Madrid' } });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('GET');
    expect(`${seen[0].url.pathname}${seen[0].url.search}`).toBe('/api/core/datos/centro-estudios/list/provincia?provincia=Madrid');
    const madrid = getDb().centrosEstudio.filter((centre) => centre.provincia === 'Madrid');
    expect(madrid.length).toBeGreaterThan(0);
    expect(data).toEqual(madrid);
    expect(total).toBe(madrid.length);
    expect(data.every((centre) => centre.provincia === 'Madrid')).toBe(true);
  });

  it('getList encodes a province with accents and spaces', async () => {
    const { data } = await dataProvider.getList<StudyCentre>(CENTRES, { ...page, filter: { provincia: 'A Coruña' } });
    expect(seen[0].url.search).toBe('?provincia=A%20Coru%C3%B1a');
    expect(data.every((centre) => centre.provincia === 'A Coruña')).toBe(true);
    expect(data.length).toBeGreaterThan(0);
  });

  it("getList with an empty province ('Ver todo') asks for the whole list", async () => {
    await dataProvider.getList<StudyCentre>(CENTRES, { ...page, filter: { provincia: '' } });
    expect(targets()).toEqual([`GET ${CENTRE_PATH}/list`]);
  });

  it('getOne (no one-endpoint) finds the centre in the list', async () => {
    const centre = copy(getDb().centrosEstudio[7]);
    const { data } = await dataProvider.getOne<StudyCentre>(CENTRES, { id: centre.id });
    expect(targets()).toEqual([`GET ${CENTRE_PATH}/list`]);
    expect(data).toEqual(centre);
  });

  it('getOne finds the centre when the id comes as a string (from the URL)', async () => {
    const centre = copy(getDb().centrosEstudio[2]);
    const { data } = await dataProvider.getOne(CENTRES, { id: String(centre.id) });
    expect(data).toEqual(centre);
  });

  it('getOne of a centre that does not exist rejects', async () => {
    const reason = await rejection(dataProvider.getOne(CENTRES, { id: 999999 }));
    expect((reason as Error).message).toBe('El registro no existe');
  });

  it('create sends POST with nombre and provincia', async () => {
    const { data } = await dataProvider.create<StudyCentre>(CENTRES, { data: { nombre: 'IES Nuevo Horizonte', provincia: 'Toledo' } });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe(CENTRE_PATH);
    expect(queryOf(seen[0])).toEqual([
      ['nombre', 'IES Nuevo Horizonte'],
      ['provincia', 'Toledo'],
    ]);
    expect(await seen[0].body).toBe('');
    expect(data).toMatchObject({ nombre: 'IES Nuevo Horizonte', provincia: 'Toledo' });
    expect(getDb().centrosEstudio.some((centre) => centre.id === data.id)).toBe(true);
  });

  it('update sends PUT with id, nombre and provincia only', async () => {
    const previous = copy(getDb().centrosEstudio.find((centre) => centre.provincia !== 'Sevilla') as StudyCentre);
    const changed = { ...previous, nombre: 'Colegio Renombrado', provincia: 'Sevilla', extra: 'no viaja' };
    const { data } = await dataProvider.update<StudyCentre & RaRecord>(CENTRES, { id: previous.id, data: changed, previousData: previous });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].url.pathname).toBe(CENTRE_PATH);
    expect(queryOf(seen[0])).toEqual([
      ['id', String(previous.id)],
      ['nombre', 'Colegio Renombrado'],
      ['provincia', 'Sevilla'],
    ]);
    expect(await seen[0].body).toBe('');
    expect(data).toMatchObject({ id: previous.id, nombre: 'Colegio Renombrado', provincia: 'Sevilla' });
    expect(getDb().centrosEstudio.find((centre) => centre.id === previous.id)).toEqual({
      id: previous.id,
      nombre: 'Colegio Renombrado',
      provincia: 'Sevilla',
    });
  });

  it("an update refused by the server rejects with the server's motivo", async () => {
    const previous = copy(getDb().centrosEstudio[0]);
    const error = await failure(
      dataProvider.update(CENTRES, { id: previous.id, data: { ...previous, provincia: 'Atlántida' }, previousData: previous }),
    );
    expect(error.message).toBe('La provincia no es válida');
  });
});

describe('failures injected into the demo API', () => {
  const LIST = `${SUBJECT_PATH}/list`;

  const listWith = async (kind: FaultKind, motivo?: string) => {
    setFaults([{ method: 'GET', path: LIST, kind, motivo }]);
    return failure(dataProvider.getList(SUBJECTS, { ...page, filter: {} }));
  };

  it("'error' rejects with its motivo, final", async () => {
    const error = await listWith('error', 'No se pueden consultar las asignaturas');
    expect(error.message).toBe('No se pueden consultar las asignaturas');
    expect(error.status).toBe(200);
    expect(error.retryable).toBe(false);
  });

  it("'http500' rejects with the generic text, retryable", async () => {
    const error = await listWith('http500');
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
  });

  it("'http500-envelope' rejects with its motivo, retryable", async () => {
    const error = await listWith('http500-envelope', 'Servidor sobrecargado');
    expect(error.message).toBe('Servidor sobrecargado');
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
  });

  it("'invalid-json' rejects with the generic text, final", async () => {
    const error = await listWith('invalid-json');
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(error.retryable).toBe(false);
  });

  it("'network' rejects with the generic text, retryable, without a status", async () => {
    const error = await listWith('network');
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(error.status).toBeUndefined();
    expect(error.retryable).toBe(true);
  });

  it("'unauthorized' rejects with status 401, ending the session", async () => {
    const error = await listWith('unauthorized');
    expect(error.status).toBe(401);
    expect(error.endsSession).toBe(true);
    expect(error.message).toBe(SESSION_MOTIVO);
  });

  it('a fault limited to one time passes on the next call', async () => {
    setFaults([{ path: LIST, kind: 'http500', times: 1 }]);
    await failure(dataProvider.getList(SUBJECTS, { ...page, filter: {} }));
    const { total } = await dataProvider.getList(SUBJECTS, { ...page, filter: {} });
    expect(total).toBe(getDb().asignaturas.length);
  });

  it('a failed create changes nothing', async () => {
    const before = getDb().asignaturas.length;
    setFaults([{ method: 'POST', path: SUBJECT_PATH, kind: 'network' }]);
    const input = { nombre: 'Ajedrez', nombreCompleto: 'Ajedrez', tipo: 'OTRAS', nivel: 'OTRAS' };
    const error = await failure(dataProvider.create(SUBJECTS, { data: input }));
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(getDb().asignaturas).toHaveLength(before);
  });

  it('without a token the demo refuses with 401', async () => {
    const anonymous = createDataProvider(catalogue, createHttpClient({ baseUrl: 'http://api.test', getToken: () => undefined }));
    const error = await failure(anonymous.getList(CENTRES, { ...page, filter: {} }));
    expect(error.status).toBe(401);
    expect(error.endsSession).toBe(true);
  });
});

describe('unsupported calls', () => {
  it('every CRUD method rejects for an unknown resource, sending nothing', async () => {
    const record = { id: 1 };
    const calls: Promise<unknown>[] = [
      dataProvider.getList('desconocido', { ...page, filter: {} }),
      dataProvider.getOne('desconocido', { id: 1 }),
      dataProvider.getMany('desconocido', { ids: [1] }),
      dataProvider.create('desconocido', { data: {} }),
      dataProvider.update('desconocido', { id: 1, data: record, previousData: record }),
      dataProvider.delete('desconocido', { id: 1, previousData: record }),
    ];
    for (const call of calls) {
      expect(((await rejection(call)) as Error).message).toBe('Recurso desconocido: desconocido');
    }
    expect(seen).toEqual([]);
  });

  // Callers (react-query, custom pages) expect a rejected promise, not a synchronous throw.
  it('action on an unknown resource rejects rather than throwing', async () => {
    let call: Promise<unknown> | undefined;
    expect(() => {
      call = dataProvider.action('desconocido', 'activar', { id: 1 });
    }).not.toThrow();
    expect(((await rejection(call ?? Promise.resolve())) as Error).message).toBe('Recurso desconocido: desconocido');
  });

  it('action rejects on a resource without that action, sending nothing', async () => {
    const reason = await rejection(dataProvider.action(SUBJECTS, 'activar', { id: 1 }));
    expect((reason as Error).message).toBe('Operación no soportada: activar en administracion/asignaturas');
    expect(seen).toEqual([]);
  });

  it('the many-record operations reject', async () => {
    await rejection(dataProvider.getManyReference(SUBJECTS, { target: 'x', id: 1, ...page, filter: {} }));
    await rejection(dataProvider.updateMany(SUBJECTS, { ids: [1], data: {} }));
    await rejection(dataProvider.deleteMany(SUBJECTS, { ids: [1] }));
    expect(seen).toEqual([]);
  });
});
