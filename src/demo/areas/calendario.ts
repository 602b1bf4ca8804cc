// The internal calendar's events (spec 02 §7): listed by month, created by the signed-in user.
import { compareText } from '../text';
import { EVENT_TYPE_CODES } from '../../contract/vocabulary';
import { getDb, newRowId, saveDb } from '../db';
import type { EventoCalendario } from '../model/horarios';
import { readDay, readId, readListMonth } from '../params';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';
import { checkOpenAcademy } from './academias';
import { DEMO_USER } from './auth';

const EVENTS = '/api/core/interno/eventos-calendario';

const byDay = (a: EventoCalendario, b: EventoCalendario) => compareText(a.fecha, b.fecha) || a.id - b.id;

/** titulo, descripcion, fecha, centros and tipo, all required (spec 02 §5). */
function readEvent(query: Query): Omit<EventoCalendario, 'id' | 'creador'> {
  const titulo = query.required('titulo', 'El título es obligatorio');
  const descripcion = query.required('descripcion', 'La descripción es obligatoria');
  const fecha = readDay(query, 'fecha', 'La fecha es obligatoria', 'La fecha no es válida');
  const centros = query.list('centros');
  if (centros.length === 0) throw fail('Hay que elegir al menos una academia');
  centros.forEach(checkOpenAcademy);
  const tipo = query.required('tipo', 'El tipo es obligatorio');
  if (!(EVENT_TYPE_CODES as readonly string[]).includes(tipo)) throw fail('El tipo de evento no es válido');
  return { titulo, descripcion, fecha, centros, tipo };
}

function findEvent(query: Query): EventoCalendario {
  const id = readId(query, 'id', 'El identificador del evento es obligatorio', 'El identificador del evento no es válido');
  const event = getDb().eventosCalendario.find((candidate) => candidate.id === id);
  if (!event) throw fail('El evento no existe');
  return event;
}

export const calendarioRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${EVENTS}/list`,
    answer(query) {
      const month = readListMonth(query);
      return ok(getDb().eventosCalendario.filter((event) => event.fecha.startsWith(month)).sort(byDay));
    },
  },
  {
    method: 'POST',
    path: EVENTS,
    answer(query) {
      const event: EventoCalendario = { ...readEvent(query), id: newRowId('eventosCalendario'), creador: DEMO_USER };
      getDb().eventosCalendario.push(event);
      saveDb('eventosCalendario');
      return ok(event);
    },
  },
  {
    method: 'PUT',
    path: EVENTS,
    answer(query) {
      const event = findEvent(query);
      Object.assign(event, readEvent(query));
      saveDb('eventosCalendario');
      return ok(event);
    },
  },
  {
    method: 'DELETE',
    path: EVENTS,
    answer(query) {
      const event = findEvent(query);
      const db = getDb();
      db.eventosCalendario.splice(db.eventosCalendario.indexOf(event), 1);
      saveDb('eventosCalendario');
      return ok(event.id);
    },
  },
];
