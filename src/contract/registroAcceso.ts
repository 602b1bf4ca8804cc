// Access logs (spec 02 §3, §7): GET /api/core/log/registro-acceso/list. The spec gives them no
// id: the console numbers them by their position in the answer.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { dateTime, entity, listOf, shown, text } from './fields';

export const accessLog = entity('RegistroAcceso', z.object({
  /** The user's name. */
  usuario: shown(text),
  email: shown(text),
  fecha: shown(dateTime),
  metodo: shown(text),
  url: shown(text),
}));

export type AccessLogItem = z.output<typeof accessLog>;

export const accessLogCalls = {
  list: apiCall({
    method: 'GET',
    path: '/api/core/log/registro-acceso/list',
    summary: "One user's requests on one day.",
    query: { fecha: param('day', { example: '16/11/2026' }), usuario: param('id', { example: 1, note: "The user's id." }) },
    answer: listOf(accessLog),
  }),
};
