// A student's incomes (spec 02 §3-§5, §7): /api/core/alumnos/contabilidad/ingreso-alumno. An
// income can be unassigned from its hiring, edited, or deleted when neither invoiced nor assigned.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { assumed, boolean, code, computed, dateTime, day, entity, id, listOf, number, shown, text, time } from './fields';

const PATH = '/api/core/alumnos/contabilidad/ingreso-alumno';

export const income = entity('Ingreso', z.object({
  id: computed(id),
  importe: computed(number),
  concepto: shown(text),
  /** Sent as forma_pago. */
  formaPago: shown(code('PaymentMethod')),
  fechaIngreso: shown(dateTime),
  /** The income's day; the list is ordered by it, newest first. */
  fecha: computed(day),
  hora: shown(time),
  observaciones: shown(text),
  centro: shown(text),
  codigoFactura: assumed(shown(text), "Without it 'Borrar' is offered unless the income is assigned; the server refuses to delete an invoiced income."),
  asignado: assumed(
    shown(boolean),
    "Without it 'Desasignar' is offered (only asignado: false hides it) and 'Borrar' too; the server refuses what does not apply.",
  ),
}));

export type Income = z.output<typeof income>;

export const incomeCalls = {
  ofStudent: apiCall({
    method: 'GET',
    path: `${PATH}/list/alumno`,
    summary: "A student's incomes.",
    query: { alumno: param('id', { example: 1027 }) },
    answer: listOf(income),
  }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Changes an income; its date only for a transfer.',
    query: {
      id: param('id', { example: 1 }),
      importe: param('number', { example: 95.5 }),
      concepto: param('text', { example: 'Mensualidad de noviembre' }),
      forma_pago: param('code', { codes: 'PaymentMethod', example: 'TRANSFERENCIA' }),
      observaciones: optionalParam('text', { example: 'Pagado por la madre' }),
      centro: param('academy', { example: 'GOYA' }),
      fecha: optionalParam('dateTime', { example: '2026-11-03T10:30:00', note: 'Only for a transfer (TRANSFERENCIA).' }),
    },
  }),
  unassign: apiCall({ method: 'PUT', path: `${PATH}/unassign`, summary: 'Detaches an income from its hiring.', query: { id: param('id', { example: 1 }) } }),
  remove: apiCall({
    method: 'DELETE',
    path: PATH,
    summary: 'Deletes an income that is neither invoiced nor assigned to a hiring.',
    query: { id: param('id', { example: 34 }) },
  }),
};
