// The calendar and schedule calls (spec 02 §7) through the data provider's data sources, against
// the demo API: each call's path, verb and parameters, and the demo's answers and refusals
// (a day's hours cannot change once classes or tests are booked on it, spec 02 §4).
import { addDays, addMonths, format, isSunday, startOfMonth } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { getDb } from '../../src/demo/db';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadAllSources } from '../../src/screens/registry';
import { failure } from '../support/failures';
import { setUpDemoApi } from '../support/demoApi';

const { server, api } = setUpDemoApi();
const dataProvider = createDataProvider(createSourceCatalogue({ sources: await loadAllSources() }), api);
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

let seen: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname !== '/login/core') seen.push(`${request.method} ${decodeURIComponent(url.pathname + url.search)}`);
});

const monthOf = (offset: number) => format(addMonths(new Date(), offset), 'MM/yyyy');
/** A Monday-to-Saturday day of the month `offset` months from now: the 10th, or the 11th when the 10th is a Sunday. */
function workingDay(offset: number): Date {
  const tenth = addDays(startOfMonth(addMonths(new Date(), offset)), 9);
  return isSunday(tenth) ? addDays(tenth, 1) : tenth;
}
const iso = (day: Date) => format(day, 'yyyy-MM-dd');
const dayParam = (day: Date) => format(day, 'dd/MM/yyyy');

beforeEach(() => {
  seen = [];
});

describe('calendar events', () => {
  it('lists a month with mes=MM/yyyy, each event of that month with its fields', async () => {
    const { data } = await dataProvider.getList('administracion/calendario', { ...list, filter: { mes: monthOf(0) } });
    expect(seen).toEqual([`GET /api/core/interno/eventos-calendario/list?mes=${monthOf(0)}`]);
    expect(data.length).toBeGreaterThan(0);
    for (const event of data) {
      expect(event).toEqual({
        id: expect.any(Number),
        titulo: expect.any(String),
        descripcion: expect.any(String),
        fecha: expect.stringMatching(new RegExp(`^${format(new Date(), 'yyyy-MM')}-\\d{2}$`)),
        centros: expect.arrayContaining([expect.any(String)]),
        tipo: expect.stringMatching(/^(COMUNICADO|ALERTA|AVISO|NOTIFICACION|RECORDATORIO)$/),
        creador: expect.any(String),
      });
    }
  });

  it('creates with titulo, descripcion, fecha dd/MM/yyyy, centros[] and tipo; updates with id; deletes by id', async () => {
    const day = workingDay(1);
    const fields = { titulo: 'Claustro', descripcion: 'Reunión de claustro', fecha: iso(day), centros: ['GOYA', 'QUEVEDO'], tipo: 'AVISO' };
    const { data: created } = await dataProvider.create('administracion/calendario', { data: fields });
    expect(created).toEqual({ ...fields, id: expect.any(Number), creador: 'Ana Demo' });
    const { id } = created;
    await dataProvider.update('administracion/calendario', { id, data: { ...fields, titulo: 'Claustro final' }, previousData: created });
    await dataProvider.delete('administracion/calendario', { id, previousData: created });
    const query = `titulo=Claustro&descripcion=Reunión de claustro&fecha=${dayParam(day)}&centros[]=GOYA&centros[]=QUEVEDO&tipo=AVISO`;
    expect(seen).toEqual([
      `POST /api/core/interno/eventos-calendario?${query}`,
      `PUT /api/core/interno/eventos-calendario?id=${id}&${query.replace('Claustro&', 'Claustro final&')}`,
      `DELETE /api/core/interno/eventos-calendario?id=${id}`,
    ]);
    expect(getDb().eventosCalendario.some((event) => event.id === id)).toBe(false);
  });

  it('refuses an event without academies', async () => {
    const error = await failure(
      dataProvider.create('administracion/calendario', {
        data: { titulo: 'X', descripcion: 'Y', fecha: iso(workingDay(0)), centros: [], tipo: 'AVISO' },
      }),
    );
    expect(error.message).toBe('Hay que elegir al menos una academia');
  });
});

describe('opening hours', () => {
  it('lists an academy month with mes and centro: each day with id, fecha and its slots', async () => {
    const { data } = await dataProvider.getList('administracion/horarios/aperturas', { ...list, filter: { mes: monthOf(0), centro: 'GOYA' } });
    expect(seen).toEqual([`GET /api/core/planificacion/modelo-horario/list?mes=${monthOf(0)}&centro=GOYA`]);
    expect(data.length).toBeGreaterThan(15);
    expect(data[0]).toEqual({ id: expect.any(Number), fecha: expect.any(String), horas: expect.arrayContaining([expect.stringMatching(/^\d{2}:\d{2}-\d{2}:\d{2}$/)]) });
  });

  it('adds a day with chosen horas[], another with horario_normal=true, changes one with PUT and deletes by id', async () => {
    const [first, second] = [workingDay(3), addDays(workingDay(3), 1)];
    const { data: chosen } = await dataProvider.create('administracion/horarios/aperturas', {
      data: { centro: 'GOYA', fecha: iso(first), horas: ['09:00-10:00', '10:00-11:00'] },
    });
    const { data: normal } = await dataProvider.create('administracion/horarios/aperturas', {
      data: { centro: 'GOYA', fecha: iso(second), horarioNormal: true },
    });
    await dataProvider.update('administracion/horarios/aperturas', {
      id: chosen.id,
      data: { centro: 'GOYA', fecha: chosen.fecha, horas: ['09:30-10:30'] },
      previousData: chosen,
    });
    await dataProvider.delete('administracion/horarios/aperturas', { id: normal.id, previousData: normal });
    expect(seen).toEqual([
      `POST /api/core/planificacion/modelo-horario?centro=GOYA&fecha=${dayParam(first)}&horas[]=09:00-10:00&horas[]=10:00-11:00`,
      `POST /api/core/planificacion/modelo-horario?centro=GOYA&fecha=${dayParam(second)}&horario_normal=true`,
      `PUT /api/core/planificacion/modelo-horario?centro=GOYA&fecha=${dayParam(first)}&horas[]=09:30-10:30`,
      `DELETE /api/core/planificacion/modelo-horario?id=${normal.id}`,
    ]);
    expect(chosen).toEqual({ id: expect.any(Number), fecha: iso(first), horas: ['09:00-10:00', '10:00-11:00'] });
    expect(normal.horas.length).toBeGreaterThan(0);
    const goya = getDb().modelosHorario.filter((day) => day.centro === 'GOYA');
    expect(goya.find((day) => day.id === chosen.id)?.horas).toEqual(['09:30-10:30']);
    expect(goya.some((day) => day.id === normal.id)).toBe(false);
  });

  it("fills a month's days without hours, Monday to Saturday, with POST /month mes and centro", async () => {
    const month = monthOf(3);
    const answer = await dataProvider.action('administracion/horarios/aperturas', 'addWholeMonth', { id: month, centro: 'GOYA', mes: month });
    expect(seen).toEqual([`POST /api/core/planificacion/modelo-horario/month?mes=${month}&centro=GOYA`]);
    const days = getDb().modelosHorario.filter((day) => day.centro === 'GOYA' && day.fecha.startsWith(format(addMonths(new Date(), 3), 'yyyy-MM')));
    expect((answer as unknown[]).length).toBe(days.length);
    expect(days.every((day) => new Date(`${day.fecha}T00:00:00`).getDay() !== 0)).toBe(true);
    expect(days.length).toBeGreaterThanOrEqual(24);
  });

  it('refuses to change a day with classes booked, and one with level tests booked, with the reason', async () => {
    const db = getDb();
    const booked = db.clasesProfesor[0];
    const schedule = db.modelosHorario.find((day) => day.centro === booked.centro && day.fecha === booked.fecha)!;
    const refused = await failure(
      dataProvider.update('administracion/horarios/aperturas', {
        id: schedule.id,
        data: { centro: booked.centro, fecha: booked.fecha, horas: ['09:00-10:00'] },
        previousData: schedule,
      }),
    );
    expect(refused.message).toBe('No se puede cambiar el horario: ya hay clases programadas ese día');
    const test = db.pruebasNivel.find((prueba) => !db.clasesProfesor.some((lesson) => lesson.centro === prueba.centro && lesson.fecha === prueba.fecha))!;
    const tested = db.modelosHorario.find((day) => day.centro === test.centro && day.fecha === test.fecha)!;
    const refusedTest = await failure(
      dataProvider.update('administracion/horarios/aperturas', {
        id: tested.id,
        data: { centro: test.centro, fecha: test.fecha, horas: ['09:00-10:00'] },
        previousData: tested,
      }),
    );
    expect(refusedTest.message).toBe('No se puede cambiar el horario: ya hay pruebas programadas ese día');
    expect(schedule.horas).not.toEqual(['09:00-10:00']);
  });

  it('refuses a day without slots and a slot outside the 34', async () => {
    const fecha = iso(workingDay(3));
    expect((await failure(dataProvider.create('administracion/horarios/aperturas', { data: { centro: 'GOYA', fecha, horas: [] } }))).message).toBe(
      'Hay que elegir al menos una hora',
    );
    expect(
      (await failure(dataProvider.create('administracion/horarios/aperturas', { data: { centro: 'GOYA', fecha, horas: ['05:00-06:00'] } }))).message,
    ).toBe('La franja 05:00-06:00 no es válida');
  });
});

describe('teacher classes', () => {
  it("lists an academy's classes with centro and mes, and a teacher's with profesor and mes", async () => {
    const { data: academy } = await dataProvider.getList('administracion/horarios/clases', { ...list, filter: { centro: 'GOYA', mes: monthOf(0) } });
    const teacherId = academy[0].profesorId as number;
    const { data: teacher } = await dataProvider.getList('administracion/horarios/profesores', { ...list, filter: { profesor: teacherId, mes: monthOf(0) } });
    expect(seen).toEqual([
      `GET /api/core/planificacion/clase-profesor/list/centro?centro=GOYA&mes=${monthOf(0)}`,
      `GET /api/core/planificacion/clase-profesor/list/profesor?profesor=${teacherId}&mes=${monthOf(0)}`,
    ]);
    expect(academy[0]).toEqual({
      id: expect.any(Number),
      fecha: expect.any(String),
      hora: expect.stringMatching(/^\d{2}:\d{2}-\d{2}:\d{2}$/),
      profesor: expect.any(String),
      profesorId: teacherId,
      centro: 'GOYA',
    });
    expect(academy.every((lesson) => lesson.centro === 'GOYA')).toBe(true);
    expect(teacher.every((lesson) => lesson.profesorId === teacherId)).toBe(true);
  });

  it('deletes the chosen classes with DELETE /multiple and ids[]', async () => {
    const [first, second] = getDb().clasesProfesor;
    await dataProvider.action('administracion/horarios/profesores', 'deleteClasses', { id: 'seleccion', ids: [first.id, second.id] });
    expect(seen).toEqual([`DELETE /api/core/planificacion/clase-profesor/multiple?ids[]=${first.id}&ids[]=${second.id}`]);
    expect(getDb().clasesProfesor.some((lesson) => lesson.id === first.id || lesson.id === second.id)).toBe(false);
    const refused = await failure(dataProvider.action('administracion/horarios/profesores', 'deleteClasses', { id: 'seleccion', ids: [] }));
    expect(refused.message).toBe('Hay que elegir al menos una clase');
  });

  it('lists the teachers from /personal/profesor/list, blocked and active', async () => {
    const { data } = await dataProvider.getList('administracion/horarios/lista-profesores', { ...list, filter: {} });
    expect(seen).toEqual(['GET /api/core/personal/profesor/list']);
    expect(data.length).toBeGreaterThan(0);
    for (const teacher of data) expect(teacher).toMatchObject({ id: expect.any(Number), nombre: expect.any(String), email: expect.any(String) });
    expect(new Set(data.map((teacher) => teacher.cuentaBloqueada))).toEqual(new Set([true, false]));
  });
});
