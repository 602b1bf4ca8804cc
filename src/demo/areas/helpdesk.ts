// Helpdesk tickets: the pending ones are listed; marking one resolved takes it off the list.
import { getDb, saveDb } from '../db';
import { readId } from '../params';
import { fail, ok } from '../respond';
import type { DemoRoute } from '../route';

const HELPDESK = '/api/core/interno/helpdesk';

export const helpdeskRoutes: DemoRoute[] = [
  { method: 'GET', path: `${HELPDESK}/list`, answer: () => ok(getDb().helpdesk.filter((ticket) => !ticket.resuelto)) },
  {
    method: 'PUT',
    path: HELPDESK,
    answer(query) {
      const id = readId(query, 'id', 'El identificador del helpdesk es obligatorio', 'El identificador del helpdesk no es válido');
      const ticket = getDb().helpdesk.find((candidate) => candidate.id === id);
      if (!ticket) throw fail('El helpdesk no existe');
      // A ticket can only be resolved: there is no way back to pending.
      if (query.optional('resuelto') !== 'true') throw fail('Un helpdesk solo se puede marcar como resuelto');
      if (ticket.resuelto) throw fail('Este helpdesk ya está resuelto');
      ticket.resuelto = true;
      saveDb('helpdesk');
      return ok(ticket);
    },
  },
];
