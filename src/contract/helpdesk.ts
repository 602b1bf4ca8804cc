// Helpdesk tickets (spec 02 §3, §7): /api/core/interno/helpdesk.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { boolean, computed, dateTime, entity, id, listOf, shown, text } from './fields';

const PATH = '/api/core/interno/helpdesk';

export const helpdeskTicket = entity('Helpdesk', z.object({
  id: computed(id),
  categoria: shown(text),
  centro: shown(text),
  fecha: shown(dateTime),
  titulo: shown(text),
  descripcion: shown(text),
  /** Without it the ticket is taken as pending: 'Resolver' is offered and the server judges. */
  resuelto: shown(boolean),
}));

export type HelpdeskTicket = z.output<typeof helpdeskTicket>;

export const helpdeskCalls = {
  list: apiCall({ method: 'GET', path: `${PATH}/list`, summary: 'The pending tickets.', answer: listOf(helpdeskTicket) }),
  resolve: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Marks a ticket resolved (resuelto is always true).',
    query: { id: param('id', { example: 10 }), resuelto: param('boolean', { example: true }) },
  }),
};
