// The internal calendar's events (spec 02 §3, §7): /api/core/interno/eventos-calendario.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { code, computed, day, entity, id, listOf, shown, shownList, text } from './fields';

const PATH = '/api/core/interno/eventos-calendario';

export const calendarEvent = entity('EventoCalendario', z.object({
  id: computed(id),
  titulo: shown(text),
  descripcion: shown(text),
  /** Places the event in the month grid. */
  fecha: computed(day),
  centros: shownList(text),
  tipo: shown(code('EventType')),
  /** Who created it. */
  creador: shown(text),
}));

export type CalendarEvent = z.output<typeof calendarEvent>;

const eventFields = {
  titulo: param('text', { example: 'Reunión de coordinadores' }),
  descripcion: param('text', { example: 'En la sala grande' }),
  fecha: param('day', { example: '20/11/2026' }),
  centros: param('academies', { example: ['GOYA'] }),
  tipo: param('code', { codes: 'EventType', example: 'AVISO' }),
};

export const calendarEventCalls = {
  list: apiCall({
    method: 'GET',
    path: `${PATH}/list`,
    summary: 'The events of a month.',
    query: { mes: param('month', { example: '11/2026' }) },
    answer: listOf(calendarEvent),
  }),
  create: apiCall({ method: 'POST', path: PATH, summary: 'Creates an event; its creator is the signed-in user.', query: eventFields }),
  update: apiCall({ method: 'PUT', path: PATH, summary: 'Updates an event.', query: { id: param('id', { example: 1 }), ...eventFields } }),
  delete: apiCall({ method: 'DELETE', path: PATH, summary: 'Deletes an event.', query: { id: param('id', { example: 1 }) } }),
};
