// Opening hours, teacher classes and the teacher list (spec 02 §7). A day's hours cannot change
// once classes or level tests are booked on it (spec 02 §4).
import { compareText } from '../text';
import { eachDayOfInterval, endOfMonth, isSunday } from 'date-fns';
import { OPENING_SLOTS } from '../../contract/vocabulary';
import { getDb, newRowId, saveDb } from '../db';
import { isoDay } from '../isoDate';
import type { ModeloHorario } from '../model/horarios';
import { readDay, readId, readListMonth, readOptionalBoolean } from '../params';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';
import { defaultSchedule } from '../seed/horarios';
import { checkOpenAcademy } from './academias';

const SCHEDULES = '/api/core/planificacion/modelo-horario';
const CLASSES = '/api/core/planificacion/clase-profesor';

const answered = ({ id, fecha, horas }: ModeloHorario) => ({ id, fecha, horas });
const byDay = <T extends { fecha: string }>(a: T, b: T) => compareText(a.fecha, b.fecha);

function readAcademy(query: Query): string {
  const centro = query.required('centro', 'El centro es obligatorio');
  checkOpenAcademy(centro);
  return centro;
}

const readScheduleDay = (query: Query) => readDay(query, 'fecha', 'La fecha es obligatoria', 'La fecha no es válida');
/** At least one slot, each one of the spec's 34 (spec 02 §5, §9). */
function readHours(query: Query): string[] {
  const horas = query.list('horas');
  if (horas.length === 0) throw fail('Hay que elegir al menos una hora');
  const unknown = horas.find((slot) => !OPENING_SLOTS.includes(slot));
  if (unknown) throw fail(`La franja ${unknown} no es válida`);
  // The 34 slots are listed in order of start: the day's, in that order.
  return OPENING_SLOTS.filter((slot) => horas.includes(slot));
}

const scheduleOf = (centro: string, fecha: string) =>
  getDb().modelosHorario.find((day) => day.centro === centro && day.fecha === fecha);

/** Refuses to change a day with classes or level tests booked. */
function checkNothingBooked(centro: string, fecha: string): void {
  const db = getDb();
  const sameDay = (row: { centro: string; fecha: string }) => row.centro === centro && row.fecha === fecha;
  if (db.clasesProfesor.some(sameDay)) throw fail('No se puede cambiar el horario: ya hay clases programadas ese día');
  if (db.pruebasNivel.some(sameDay)) throw fail('No se puede cambiar el horario: ya hay pruebas programadas ese día');
}

function addSchedule(centro: string, fecha: string, horas: string[]): ModeloHorario {
  const day: ModeloHorario = { id: newRowId('modelosHorario'), centro, fecha, horas };
  getDb().modelosHorario.push(day);
  return day;
}

export const horariosRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${SCHEDULES}/list`,
    answer(query) {
      const month = readListMonth(query);
      const centro = query.required('centro', 'El centro es obligatorio');
      const days = getDb().modelosHorario.filter((day) => day.centro === centro && day.fecha.startsWith(month));
      return ok(days.sort(byDay).map(answered));
    },
  },
  {
    method: 'POST',
    path: SCHEDULES,
    answer(query) {
      const centro = readAcademy(query);
      const fecha = readScheduleDay(query);
      if (scheduleOf(centro, fecha)) throw fail('Ese día ya tiene horario');
      const normal = readOptionalBoolean(query, 'horario_normal', 'El valor de horario_normal no es válido');
      const horas = normal ? defaultSchedule(new Date(`${fecha}T00:00:00`)) : readHours(query);
      const day = addSchedule(centro, fecha, horas);
      saveDb('modelosHorario');
      return ok(answered(day));
    },
  },
  {
    method: 'POST',
    path: `${SCHEDULES}/month`,
    answer(query) {
      const centro = readAcademy(query);
      const month = readListMonth(query);
      const first = new Date(`${month}-01T00:00:00`);
      // Monday to Saturday: the academies close on Sundays.
      const added = eachDayOfInterval({ start: first, end: endOfMonth(first) })
        .filter((day) => !isSunday(day) && !scheduleOf(centro, isoDay(day)))
        .map((day) => addSchedule(centro, isoDay(day), defaultSchedule(day)));
      saveDb('modelosHorario');
      return ok(added.map(answered));
    },
  },
  {
    method: 'PUT',
    path: SCHEDULES,
    answer(query) {
      const centro = readAcademy(query);
      const fecha = readScheduleDay(query);
      const day = scheduleOf(centro, fecha);
      if (!day) throw fail('Ese día no tiene horario');
      const horas = readHours(query);
      checkNothingBooked(centro, fecha);
      day.horas = horas;
      saveDb('modelosHorario');
      return ok(answered(day));
    },
  },
  {
    method: 'DELETE',
    path: SCHEDULES,
    answer(query) {
      const id = readId(query, 'id', 'El identificador del horario es obligatorio', 'El identificador del horario no es válido');
      const db = getDb();
      const index = db.modelosHorario.findIndex((day) => day.id === id);
      if (index < 0) throw fail('El horario no existe');
      db.modelosHorario.splice(index, 1);
      saveDb('modelosHorario');
      return ok(id);
    },
  },
  {
    method: 'GET',
    path: `${CLASSES}/list/centro`,
    answer(query) {
      const centro = query.required('centro', 'El centro es obligatorio');
      const month = readListMonth(query);
      return ok(getDb().clasesProfesor.filter((lesson) => lesson.centro === centro && lesson.fecha.startsWith(month)).sort(byDay));
    },
  },
  {
    method: 'GET',
    path: `${CLASSES}/list/profesor`,
    answer(query) {
      const profesor = readId(query, 'profesor', 'El profesor es obligatorio', 'El profesor no es válido');
      const month = readListMonth(query);
      return ok(getDb().clasesProfesor.filter((lesson) => lesson.profesorId === profesor && lesson.fecha.startsWith(month)).sort(byDay));
    },
  },
  {
    method: 'DELETE',
    path: `${CLASSES}/multiple`,
    answer(query) {
      const ids = query.list('ids');
      if (ids.length === 0) throw fail('Hay que elegir al menos una clase');
      const db = getDb();
      const missing = ids.find((id) => !db.clasesProfesor.some((lesson) => lesson.id === Number(id)));
      if (missing !== undefined) throw fail(`La clase ${missing} no existe`);
      const wanted = new Set(ids.map(Number));
      const kept = db.clasesProfesor.filter((lesson) => !wanted.has(lesson.id));
      db.clasesProfesor.splice(0, db.clasesProfesor.length, ...kept);
      saveDb('clasesProfesor');
      return ok([...wanted]);
    },
  },
];
