// The personnel calls (spec 02 §7) through the data provider, against the demo API: the path,
// verb and query parameters of each, what the screens get back, and what the demo refuses.
import { format } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { getDb } from '../../src/demo/db';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadAllSources } from '../../src/screens/registry';
import { failure } from '../support/failures';
import { setUpDemoApi } from '../support/demoApi';

const { server, api: http } = setUpDemoApi();
const dataProvider = createDataProvider(createSourceCatalogue({ sources: await loadAllSources() }), http);
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

let seen: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/core/')) seen.push(`${request.method} ${decodeURIComponent(url.pathname + url.search)}`);
});

beforeEach(() => {
  seen = [];
});

const STAFF_ROLES = ['USER', 'ADMIN', 'COORDINADOR', 'MARKETING', 'DEVELOPER', 'CONSULTOR'];

describe('staff users (/personal/administracion)', () => {
  it('lists every user with the work centre among the centres with access: every role, blocked and active, some never connected since 2024', async () => {
    const { data } = await dataProvider.getList('personal/administracion', { ...list, filter: {} });
    expect(seen).toEqual(['GET /api/core/personal/usuario/list']);
    expect(new Set(data.map((user) => user.rol))).toEqual(new Set(STAFF_ROLES));
    expect(data.some((user) => user.cuentaBloqueada)).toBe(true);
    expect(data.some((user) => !user.cuentaBloqueada)).toBe(true);
    expect(data.some((user) => !user.ultimaConexion)).toBe(true);
    for (const user of data) expect(user.centros).toContain(user.centro);
  });

  it('creates with nombre, email, rol, centros[] and centro', async () => {
    await dataProvider.create('personal/administracion', {
      data: { email: 'nueva.persona@example.org', nombre: 'Nueva Persona', rol: 'MARKETING', centro: 'GOYA', centros: ['GOYA', 'QUEVEDO'] },
    });
    expect(seen).toEqual([
      'POST /api/core/personal/usuario?nombre=Nueva Persona&email=nueva.persona@example.org&rol=MARKETING&centros[]=GOYA&centros[]=QUEVEDO&centro=GOYA',
    ]);
    const created = getDb().usuarios.find((user) => user.email === 'nueva.persona@example.org');
    expect(created).toMatchObject({ nombre: 'Nueva Persona', rol: 'MARKETING', centro: 'GOYA', centros: ['GOYA', 'QUEVEDO'], cuentaBloqueada: false });
  });

  it('refuses an e-mail another account has (409) and a work centre outside the centres with access (400)', async () => {
    const taken = getDb().profesores[0].email;
    const duplicate = await failure(
      dataProvider.create('personal/administracion', { data: { email: taken, nombre: 'Otra', rol: 'USER', centro: 'GOYA', centros: ['GOYA'] } }),
    );
    expect([duplicate.status, duplicate.message]).toEqual([409, 'Ya existe un usuario con ese e-mail']);
    const outside = await failure(
      dataProvider.create('personal/administracion', { data: { email: 'x@example.org', nombre: 'Otra', rol: 'USER', centro: 'GOYA', centros: ['QUEVEDO'] } }),
    );
    expect([outside.status, outside.message]).toEqual([400, 'El centro de trabajo debe estar entre los centros con acceso']);
  });

  it('updates with id, nombre, rol, acceso and centros[]: the access box unblocks a blocked account', async () => {
    const blocked = getDb().usuarios.find((user) => user.cuentaBloqueada)!;
    const previousData = { ...blocked, acceso: false };
    await dataProvider.update('personal/administracion', {
      id: blocked.id,
      previousData,
      data: { ...previousData, nombre: 'Nombre Nuevo', rol: 'ADMIN', acceso: true, centros: [blocked.centro, 'CLASSFY'] },
    });
    expect(seen).toEqual([
      `PUT /api/core/personal/usuario?id=${blocked.id}&nombre=Nombre Nuevo&rol=ADMIN&acceso=true&centros[]=${blocked.centro}&centros[]=CLASSFY`,
    ]);
    expect(getDb().usuarios.find((user) => user.id === blocked.id)).toMatchObject({ nombre: 'Nombre Nuevo', rol: 'ADMIN', cuentaBloqueada: false });
  });

  it('refuses an update that leaves the work centre out of the centres with access', async () => {
    const user = getDb().usuarios[0];
    const other = user.centro === 'GOYA' ? 'QUEVEDO' : 'GOYA';
    const error = await failure(dataProvider.update('personal/administracion', { id: user.id, previousData: user, data: { ...user, centros: [other] } }));
    expect(error.status).toBe(400);
  });
});

describe('teachers (/personal/profesorado)', () => {
  it('lists teachers of both roles, with the ids of subjects of the subject list (sent as objects with an id)', async () => {
    const { data } = await dataProvider.getList('personal/profesorado', { ...list, filter: {} });
    expect(seen).toEqual(['GET /api/core/personal/profesor/list']);
    expect(new Set(data.map((teacher) => teacher.rol))).toEqual(new Set(['PROFESOR', 'PROFESOR_BRAIN']));
    expect(data.some((teacher) => teacher.cuentaBloqueada)).toBe(true);
    const subjectIds = new Set(getDb().asignaturas.map((subject) => subject.id));
    for (const teacher of data) {
      expect(teacher.asignaturas.length).toBeGreaterThan(0);
      for (const subject of teacher.asignaturas) expect(subjectIds.has(subject)).toBe(true);
    }
  });

  it('creates with nombre, email, rol and the subjects as a list of ids', async () => {
    await dataProvider.create('personal/profesorado', { data: { email: 'profe@example.org', nombre: 'Profe Nuevo', rol: 'PROFESOR_BRAIN', asignaturaIds: [3, 5] } });
    expect(seen).toEqual(['POST /api/core/personal/profesor?nombre=Profe Nuevo&email=profe@example.org&rol=PROFESOR_BRAIN&asignaturas[]=3&asignaturas[]=5']);
    expect(getDb().profesores.at(-1)).toMatchObject({ email: 'profe@example.org', asignaturas: [3, 5], rol: 'PROFESOR_BRAIN' });
  });

  it('updates with id, acceso, nombre, rol, email and the subjects as ids; unticking access blocks the account', async () => {
    const teacher = getDb().profesores.find((candidate) => !candidate.cuentaBloqueada)!;
    const { data } = await dataProvider.getList('personal/profesorado', { ...list, filter: {} });
    const previousData = data.find((record) => record.id === teacher.id)!;
    seen = [];
    await dataProvider.update('personal/profesorado', { id: teacher.id, previousData, data: { ...previousData, acceso: false, asignaturaIds: [2] } });
    expect(seen).toEqual([
      `PUT /api/core/personal/profesor?id=${teacher.id}&acceso=false&nombre=${teacher.nombre}&rol=${teacher.rol}&email=${teacher.email}&asignaturas[]=2`,
    ]);
    expect(getDb().profesores.find((candidate) => candidate.id === teacher.id)).toMatchObject({ cuentaBloqueada: true, asignaturas: [2] });
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const error = await failure(
      dataProvider.create('personal/profesorado', { data: { email: getDb().usuarios[0].email, nombre: 'X', asignaturaIds: [1] } }),
    );
    expect([error.status, error.message]).toEqual([409, 'Ya existe un usuario con ese e-mail']);
  });
});

describe('access logs (/personal/logs)', () => {
  it("asks with fecha dd/MM/yyyy and the user's id, and numbers the rows", async () => {
    const user = getDb().usuarios.find((candidate) => candidate.ultimaConexion)!;
    const day = format(new Date(), 'dd/MM/yyyy');
    const { data } = await dataProvider.getList('personal/logs', { ...list, filter: { fecha: day, usuario: String(user.id) } });
    expect(seen).toEqual([`GET /api/core/log/registro-acceso/list?fecha=${day}&usuario=${user.id}`]);
    expect(data.length).toBeGreaterThan(100);
    expect(data[0]).toEqual({
      id: 0,
      usuario: user.nombre,
      email: user.email,
      fecha: expect.stringMatching(new RegExp(`^${format(new Date(), 'yyyy-MM-dd')}T\\d{2}:\\d{2}:\\d{2}$`)),
      metodo: expect.any(String),
      url: expect.stringMatching(/^\/api\//),
    });
    expect(data.map((log) => log.id)).toEqual(data.map((_, position) => position));
  });

  it('refuses a missing user', async () => {
    const error = await failure(dataProvider.getList('personal/logs', { ...list, filter: { fecha: '01/03/2026' } }));
    expect(error.message).toBe('El identificador del usuario es obligatorio');
  });
});
