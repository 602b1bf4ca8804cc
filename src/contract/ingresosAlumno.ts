// A student's incomes (spec 02 §3-§5, §7): /api/core/alumnos/contabilidad/ingreso-alumno. An
// income can be unassigned from its hiring, edited, or deleted when neither invoiced nor assigned.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { assumed, boolean, code, computed, dateTime, day, id, listOf, number, shown, text, time } from './fields';
import { PAYMENT_METHODS } from './vocabulary';

const PATH = '/api/core/alumnos/contabilidad/ingreso-alumno';

export const income = z.object({
  id: computed(id),
  importe: computed(number),
  concepto: shown(text),
  /** Sent as forma_pago. */
  formaPago: shown(code(PAYMENT_METHODS)),
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
});

export type Income = z.output<typeof income>;

export const incomeCalls = {
  ofStudent: apiCall({
    method: 'GET',
    path: `${PATH}/list/alumno`,
    summary: "A student's incomes.",
    query: { alumno: param('id', { example: 1 }) },
    answer: listOf(income),
  }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Changes an income; its date only for a transfer.',
    query: {
      id: param('id'),
      importe: param('number'),
      concepto: param('text'),
      forma_pago: param('text', { note: PAYMENT_METHODS.join(', ') }),
      observaciones: optionalParam('text'),
      centro: param('academy'),
      fecha: optionalParam('dateTime', { note: 'Only for a transfer (TRANSFERENCIA).' }),
    },
  }),
  unassign: apiCall({ method: 'PUT', path: `${PATH}/unassign`, summary: 'Detaches an income from its hiring.', query: { id: param('id') } }),
  remove: apiCall({
    method: 'DELETE',
    path: PATH,
    summary: 'Deletes an income that is neither invoiced nor assigned to a hiring.',
    query: { id: param('id') },
  }),
};
