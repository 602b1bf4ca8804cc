import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEC_PROVINCES } from '../support/spec';
import { UNREADABLE_ANSWER } from '../../src/dataProvider/ApiError';
import type { Session } from '../../src/authProvider/session';
import { getDb, resetDb, saveDb, tableStorageKey, type DemoDb } from '../../src/demo/db';
import { clearFaults, FAULTS_STORAGE_KEY, setFaults, type FaultRule } from '../../src/demo/faults';
import type { Asignatura, CentroEstudios } from '../../src/demo/model/administracion';
import { readQuery } from '../../src/demo/respond';
import { failure } from '../support/failures';
import { setUpDemoApi } from '../support/demoApi';
import { fakeSessionStorage } from '../support/sessionStorage';

const SUBJECTS = '/api/core/planificacion/asignatura';
const CENTRES = '/api/core/datos/centro-estudios';

const { api, session } = setUpDemoApi();

const newSubject = {
  nombre: 'Robótica Educativa',
  nombre_completo: 'Robótica Educativa - Educación Secundaria Obligatoria',
  descripcion: 'Robótica Educativa - Educación Secundaria Obligatoria',
  tipo: 'CIENCIAS',
  nivel: 'SECUNDARIA',
};

afterEach(() => {
  clearFaults();
  vi.unstubAllGlobals();
});

describe('sign-in and session', () => {
  it("signs in with the credential 'demo'", async () => {
    const session = await api<Session>('GET', '/login/core', { token: 'demo' });
    expect(session).toMatchObject({ username: 'Ana Demo', foto: '/demo-avatar.svg', centro: 'GOYA', rol: 'ADMIN' });
    expect(session.token).toMatch(/^demo-/);
  });

  it("signs in as a read-only consultant with the credential 'demo-consultor'", async () => {
    const session = await api<Session>('GET', '/login/core', { token: 'demo-consultor' });
    expect(session).toMatchObject({ username: 'Ana Demo', centro: 'GOYA', rol: 'CONSULTOR' });
    expect(session.token).toMatch(/^demo-/);
  });

  it('refuses any other credential', async () => {
    expect((await failure(api('GET', '/login/core', { token: 'google-credential' }))).message).toBe('Credencial no válida');
    expect((await failure(api('GET', '/login/core'))).message).toBe('Credencial no válida');
  });

  it('answers 401 to API calls without a demo token', async () => {
    session.token = undefined;
    const missing = await failure(api('GET', `${SUBJECTS}/list`));
    expect(missing.status).toBe(401);
    expect(missing.message).toBe('Sesión no válida o caducada');
    expect(missing.endsSession).toBe(true);

    session.token = 'someone-elses-token';
    expect((await failure(api('GET', `${CENTRES}/list`))).status).toBe(401);
  });
});

describe('subjects', () => {
  it('lists about 80 subjects of every level, languages by sublevel, a few inactive', async () => {
    const subjects = await api<Asignatura[]>('GET', `${SUBJECTS}/list`);
    expect(subjects.length).toBeGreaterThanOrEqual(70);
    expect(subjects.length).toBeLessThanOrEqual(90);
    expect(new Set(subjects.map((s) => s.nivel))).toEqual(
      new Set(['PRIMARIA', 'SECUNDARIA', 'BACHILLERATO', 'UNIVERSIDAD', 'FP', 'IDIOMA', 'OTRAS']),
    );
    const english = subjects.filter((s) => s.nombre === 'Inglés' && s.nivel === 'IDIOMA').map((s) => s.subnivel);
    expect(english).toEqual(expect.arrayContaining(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']));
    expect(subjects.filter((s) => !s.activa).length).toBeGreaterThan(0);
    expect(subjects.filter((s) => !s.activa).length).toBeLessThan(10);
    expect(subjects[0]).toEqual({
      id: expect.any(Number),
      nombre: expect.any(String),
      nombreCompleto: expect.any(String),
      descripcion: expect.any(String),
      tipo: expect.any(String),
      nivel: expect.any(String),
      subnivel: null,
      activa: true,
    });
  });

  it('gets one subject by id, and refuses an unknown one', async () => {
    const [first] = await api<Asignatura[]>('GET', `${SUBJECTS}/list`);
    expect(await api<Asignatura>('GET', SUBJECTS, { id: first.id })).toEqual(first);
    expect((await failure(api('GET', SUBJECTS, { id: 999999 }))).message).toBe('La asignatura no existe');
  });

  it('creates an active subject that then appears in the list', async () => {
    const created = await api<Asignatura>('POST', SUBJECTS, newSubject);
    expect(created).toMatchObject({
      nombre: 'Robótica Educativa',
      nombreCompleto: newSubject.nombre_completo,
      tipo: 'CIENCIAS',
      nivel: 'SECUNDARIA',
      subnivel: null,
      activa: true,
    });
    const subjects = await api<Asignatura[]>('GET', `${SUBJECTS}/list`);
    expect(subjects).toContainEqual(created);
    expect(await api<Asignatura>('GET', SUBJECTS, { id: created.id })).toEqual(created);
  });

  it('refuses a create with a required field missing or an unknown code', async () => {
    const without = (field: keyof typeof newSubject) => failure(api('POST', SUBJECTS, { ...newSubject, [field]: undefined }));
    expect((await without('nombre')).message).toBe('El nombre es obligatorio');
    expect((await without('nombre_completo')).message).toBe('El nombre completo es obligatorio');
    expect((await without('tipo')).message).toBe('El tipo es obligatorio');
    expect((await without('nivel')).message).toBe('El nivel es obligatorio');
    expect((await failure(api('POST', SUBJECTS, { ...newSubject, tipo: 'MAGIA' }))).message).toBe('El tipo de asignatura no es válido');
    expect((await failure(api('POST', SUBJECTS, { ...newSubject, subnivel: 'Z9' }))).message).toBe('El subnivel de asignatura no es válido');
  });

  it('refuses a duplicate name, level and sublevel, but not another sublevel', async () => {
    const duplicate = { ...newSubject, nombre: 'inglés', nivel: 'IDIOMA', subnivel: 'B2', tipo: 'IDIOMAS' };
    expect((await failure(api('POST', SUBJECTS, duplicate))).message).toBe('Ya existe una asignatura con ese nombre y nivel');
    expect((await api<Asignatura>('POST', SUBJECTS, { ...duplicate, subnivel: 'INTERNACIONAL', nombre: 'Inglés Jurídico' })).nombre).toBe('Inglés Jurídico');
  });

  it('updates a subject, keeping its own name free and refusing another’s', async () => {
    const subjects = await api<Asignatura[]>('GET', `${SUBJECTS}/list`);
    const [target, other] = subjects;
    const update = {
      id: target.id,
      nombre: target.nombre,
      nombre_completo: 'Nombre completo nuevo',
      tipo: 'LETRAS',
      nivel: target.nivel,
      activa: false,
    };
    const updated = await api<Asignatura>('PUT', SUBJECTS, update);
    expect(updated).toEqual({ ...target, nombreCompleto: 'Nombre completo nuevo', descripcion: 'Nombre completo nuevo', tipo: 'LETRAS', activa: false });
    expect(await api<Asignatura>('GET', SUBJECTS, { id: target.id })).toEqual(updated);

    const clash = { ...update, nombre: other.nombre, nivel: other.nivel };
    expect((await failure(api('PUT', SUBJECTS, clash))).message).toBe('Ya existe una asignatura con ese nombre y nivel');
    expect((await failure(api('PUT', SUBJECTS, { ...update, id: 999999 }))).message).toBe('La asignatura no existe');
    expect((await failure(api('PUT', SUBJECTS, { ...update, nombre: undefined }))).message).toBe('El nombre es obligatorio');
  });
});

describe('study centres', () => {
  it('lists 400 centres over all 50 provinces, mostly in Madrid, no name twice in a province', async () => {
    const centres = await api<CentroEstudios[]>('GET', `${CENTRES}/list`);
    expect(centres).toHaveLength(400);
    expect(new Set(centres.map((c) => c.provincia))).toEqual(new Set(SPEC_PROVINCES));
    expect(centres.filter((c) => c.provincia === 'Madrid').length).toBeGreaterThan(200);
    expect(new Set(centres.map((c) => `${c.provincia}|${c.nombre}`)).size).toBe(400);
    expect(centres.some((c) => /[áéíóúñ]/i.test(c.nombre))).toBe(true);
  });

  it('lists the centres of one province', async () => {
    const all = await api<CentroEstudios[]>('GET', `${CENTRES}/list`);
    const inSevilla = await api<CentroEstudios[]>('GET', `${CENTRES}/list/provincia`, { provincia: 'Sevilla' });
    expect(inSevilla.length).toBeGreaterThan(0);
    expect(inSevilla).toEqual(all.filter((c) => c.provincia === 'Sevilla'));
    expect((await failure(api('GET', `${CENTRES}/list/provincia`))).message).toBe('La provincia es obligatoria');
  });

  it('creates a centre that then appears in the lists, and validates it', async () => {
    const created = await api<CentroEstudios>('POST', CENTRES, { nombre: 'IES Nuevo Horizonte', provincia: 'Ávila' });
    expect(created).toEqual({ id: expect.any(Number), nombre: 'IES Nuevo Horizonte', provincia: 'Ávila' });
    expect(await api<CentroEstudios[]>('GET', `${CENTRES}/list/provincia`, { provincia: 'Ávila' })).toContainEqual(created);
    expect(await api<CentroEstudios[]>('GET', `${CENTRES}/list`)).toContainEqual(created);

    expect((await failure(api('POST', CENTRES, { provincia: 'Ávila' }))).message).toBe('El nombre es obligatorio');
    expect((await failure(api('POST', CENTRES, { nombre: 'IES X' }))).message).toBe('La provincia es obligatoria');
    expect((await failure(api('POST', CENTRES, { nombre: 'IES X', provincia: 'Atlántida' }))).message).toBe('La provincia no es válida');
  });

  it('updates a centre', async () => {
    const [centre] = await api<CentroEstudios[]>('GET', `${CENTRES}/list`);
    const updated = await api<CentroEstudios>('PUT', CENTRES, { id: centre.id, nombre: 'Colegio Renombrado', provincia: 'Lugo' });
    expect(updated).toEqual({ id: centre.id, nombre: 'Colegio Renombrado', provincia: 'Lugo' });
    expect(await api<CentroEstudios[]>('GET', `${CENTRES}/list/provincia`, { provincia: 'Lugo' })).toContainEqual(updated);
    expect((await failure(api('PUT', CENTRES, { id: 999999, nombre: 'X', provincia: 'Lugo' }))).message).toBe('El centro de estudios no existe');
  });
});

describe('fault injection', () => {
  const list = `${SUBJECTS}/list`;
  const failWith = async (rule: FaultRule) => {
    setFaults([rule]);
    return failure(api('GET', list));
  };

  it("'error' answers HTTP 200 with the motivo, by default a demo text", async () => {
    expect((await failWith({ path: list, kind: 'error', motivo: 'Base de datos caída' })).message).toBe('Base de datos caída');
    const byDefault = await failWith({ path: list, kind: 'error' });
    expect(byDefault.message).toBe('Error simulado en la API de demostración');
    expect(byDefault.status).toBe(200);
    expect(byDefault.retryable).toBe(false);
  });

  it("'http500', 'invalid-json' and 'network' give the generic message", async () => {
    const http500 = await failWith({ path: list, kind: 'http500' });
    expect([http500.message, http500.status, http500.retryable]).toEqual([UNREADABLE_ANSWER, 500, true]);
    const invalid = await failWith({ path: list, kind: 'invalid-json' });
    expect([invalid.message, invalid.status]).toEqual([UNREADABLE_ANSWER, 200]);
    const network = await failWith({ path: list, kind: 'network' });
    expect([network.message, network.status]).toEqual([UNREADABLE_ANSWER, undefined]);
  });

  it("'http500-envelope' gives the motivo with status 500", async () => {
    const error = await failWith({ path: list, kind: 'http500-envelope', motivo: 'Servicio no disponible' });
    expect([error.message, error.status, error.retryable]).toEqual(['Servicio no disponible', 500, true]);
  });

  it("'unauthorized' gives HTTP 401, even with a valid token", async () => {
    const error = await failWith({ path: list, kind: 'unauthorized' });
    expect([error.message, error.status, error.endsSession]).toEqual(['Sesión no válida o caducada', 401, true]);
  });

  it("'forbidden' gives HTTP 403 with its motivo, keeping the session", async () => {
    const error = await failWith({ path: list, kind: 'forbidden' });
    expect([error.message, error.status, error.endsSession, error.retryable]).toEqual([
      'No tienes permiso para realizar esta operación',
      403,
      false,
      false,
    ]);
    expect((await failWith({ path: list, kind: 'forbidden', motivo: 'Solo lectura' })).message).toBe('Solo lectura');
  });

  it("'slow' delays and then answers normally", async () => {
    setFaults([{ path: list, kind: 'slow', delayMs: 150 }]);
    const started = Date.now();
    expect((await api<Asignatura[]>('GET', list)).length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('applies only to the matching method and path, and a final * matches a prefix', async () => {
    setFaults([{ method: 'post', path: SUBJECTS, kind: 'error' }]);
    await expect(api('GET', list)).resolves.toBeInstanceOf(Array);
    await expect(api('GET', SUBJECTS, { id: 1 })).resolves.toMatchObject({ id: 1 });
    expect((await failure(api('POST', SUBJECTS, newSubject))).message).toBe('Error simulado en la API de demostración');

    setFaults([{ path: '/api/core/datos/*', kind: 'error', motivo: 'Datos caídos' }]);
    expect((await failure(api('GET', `${CENTRES}/list`))).message).toBe('Datos caídos');
    await expect(api('GET', list)).resolves.toBeInstanceOf(Array);
  });

  it('honours times', async () => {
    setFaults([{ path: list, kind: 'http500', times: 2 }]);
    await failure(api('GET', list));
    await failure(api('GET', list));
    await expect(api('GET', list)).resolves.toBeInstanceOf(Array);
  });

  it("reads rules from sessionStorage 'demo-faults' on every request, spending times", async () => {
    const storage = fakeSessionStorage();
    await expect(api('GET', list)).resolves.toBeInstanceOf(Array);
    storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify([{ path: list, kind: 'error', motivo: 'Desde el navegador', times: 2 }]));
    expect((await failure(api('GET', list))).message).toBe('Desde el navegador');
    expect(JSON.parse(storage.getItem(FAULTS_STORAGE_KEY) ?? '')).toEqual([{ path: list, kind: 'error', motivo: 'Desde el navegador', times: 1 }]);
    expect((await failure(api('GET', list))).message).toBe('Desde el navegador');
    await expect(api('GET', list)).resolves.toBeInstanceOf(Array);

    storage.setItem(FAULTS_STORAGE_KEY, 'not json');
    await expect(api('GET', list)).resolves.toBeInstanceOf(Array);
  });
});

describe('database', () => {
  /** Every table's rows and the id sequence, as plain data (not the monthly tables' readers). */
  const tablesOf = (db: DemoDb) => Object.fromEntries(Object.entries(db).filter(([, value]) => Array.isArray(value) || typeof value === 'number'));

  it('is deterministic: two resets at the same scale give identical data', () => {
    const first = structuredClone(tablesOf(resetDb({ scale: 2 })));
    expect(tablesOf(resetDb({ scale: 2 }))).toEqual(first);
  });

  it('builds a month of leads or invoices the same whether or not the months before it were built', () => {
    const today = new Date(2026, 10, 22);
    const alone = resetDb({ scale: 1, today });
    const leads = alone.leadMonths.ofMonth('2026-03');
    const invoices = alone.invoiceMonths.ofMonth('2026-03');
    expect(leads.length).toBeGreaterThan(50);
    expect(invoices.length).toBeGreaterThan(20);

    const whole = resetDb({ scale: 1, today });
    expect(whole.leads.filter((lead) => lead.contactos[0].fecha.startsWith('2026-03'))).toEqual(leads);
    expect(whole.facturas.filter((invoice) => invoice.fecha.startsWith('2026-03'))).toEqual(invoices);
    // One id sequence per table over its months, in order, with no gaps.
    for (const rows of [whole.leads, whole.facturas]) expect(rows.map((row) => row.id)).toEqual(rows.map((_, index) => index + 1));
  });

  it('scales the study centres', async () => {
    resetDb({ scale: 3 });
    const centres = await api<CentroEstudios[]>('GET', `${CENTRES}/list`);
    expect(centres).toHaveLength(1200);
    expect(new Set(centres.map((c) => c.id)).size).toBe(1200);
  });

  it('defaults to VITE_DEMO_SCALE, or 1 when unset', () => {
    expect(resetDb().centrosEstudio).toHaveLength(400 * Math.max(1, Number(import.meta.env.VITE_DEMO_SCALE) || 1));
  });

  it('keeps changes in sessionStorage so that they survive a reload', async () => {
    const storage = fakeSessionStorage();
    resetDb({ scale: 1 });
    const created = await api<Asignatura>('POST', SUBJECTS, newSubject);
    expect(storage.getItem(tableStorageKey('asignaturas'))).toContain('Robótica Educativa');
    expect(storage.getItem(tableStorageKey('leads'))).toBeNull();

    vi.resetModules();
    const reloaded = await import('../../src/demo/db');
    expect(reloaded.getDb()).not.toBe(getDb());
    expect(reloaded.getDb().asignaturas).toContainEqual(created);
  });
});

describe('database tables', () => {
  it('rebuilds unchanged tables the same after a reload, and reads changed ones back', async () => {
    const storage = fakeSessionStorage();
    resetDb({ scale: 1, today: new Date(2026, 10, 22) });
    const db = getDb();
    const [removed, kept] = db.leads;
    db.leadMonths.remove(removed);
    saveDb('leads');
    expect(storage.getItem(tableStorageKey('centrosEstudio'))).toBeNull();

    vi.resetModules();
    const reloaded = (await import('../../src/demo/db')).getDb();
    expect(reloaded.leads.map((lead) => lead.id)).not.toContain(removed.id);
    expect(reloaded.leads[0]).toEqual(kept);
    expect(reloaded.centrosEstudio).toEqual(db.centrosEstudio);
  });
});

describe('query reading', () => {
  const query = (search: string) => readQuery(new Request(`http://api.test/x${search}`));

  it('reads trimmed values, treating empty as absent, and repeated key[] arrays', () => {
    const q = query('?nombre=%20Ana%20&vacio=&centros[]=GOYA&centros%5B%5D=LOPEZ%20DE%20HOYOS');
    expect(q.optional('nombre')).toBe('Ana');
    expect(q.optional('vacio')).toBeUndefined();
    expect(q.list('centros')).toEqual(['GOYA', 'LOPEZ DE HOYOS']);
    expect(q.list('otros')).toEqual([]);
  });

  it('refuses a missing required value with its motivo', async () => {
    let thrown: unknown;
    try {
      query('').required('mes', 'El mes es obligatorio');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect(await (thrown as Response).json()).toEqual({ resultado: 'error', motivo: 'El mes es obligatorio' });
  });
});
