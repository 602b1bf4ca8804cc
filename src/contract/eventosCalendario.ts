// The internal calendar's events (spec 02 §3, §7): /api/core/interno/eventos-calendario.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { code, computed, day, id, listOf, shown, shownList, text } from './fields';
import { EVENT_TYPE_CODES } from './vocabulary';

const PATH = '/api/core/interno/eventos-calendario';

export const calendarEvent = z.object({
  id: computed(id),
  titulo: shown(text),
  descripcion: shown(text),
  /** Places the event in the month grid. */
  fecha: computed(day),
  centros: shownList(text),
  tipo: shown(code(EVENT_TYPE_CODES)),
  /** Who created it. */
  creador: shown(text),
});

export type CalendarEvent = z.output<typeof calendarEvent>;

const eventFields = {
  titulo: param('text'),
  descripcion: param('text'),
  fecha: param('day'),
  centros: param('academies', { example: ['GOYA'] }),
  tipo: param('text', { example: 'AVISO' }),
};

export const calendarEventCalls = {
  list: apiCall({
    method: 'GET',
    path: `${PATH}/list`,
    summary: 'The events of a month.',
    query: { mes: param('month') },
    answer: listOf(calendarEvent),
  }),
  create: apiCall({ method: 'POST', path: PATH, summary: 'Creates an event; its creator is the signed-in user.', query: eventFields }),
  update: apiCall({ method: 'PUT', path: PATH, summary: 'Updates an event.', query: { id: param('id'), ...eventFields } }),
  delete: apiCall({ method: 'DELETE', path: PATH, summary: 'Deletes an event.', query: { id: param('id') } }),
};
