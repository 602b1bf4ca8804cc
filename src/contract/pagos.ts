// The students' payments (spec 02 §3-§5, §7): the pending and modified lists of a month, each
// kind's hirings of a student, one in full, its modifications and the deletion of a plain payment.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { assumed, boolean, code, computed, dateTime, day, entity, id, listOf, number, shown, shownList, text } from './fields';
import { PAYMENT_KINDS } from './vocabulary';

const ACCOUNTING = '/api/core/contabilidad';

const monthOfAcademy = { mes: param('month', { example: '03/2026' }), centro: param('academy', { example: 'GOYA' }) };

/** A payment with money still owed. The spec gives it no id: the console names it by its position. */
export const pendingPayment = entity('PagoPendiente', z.object({
  /** The list is ordered by the student. */
  alumno: computed(text),
  concepto: shown(text),
  centro: shown(text),
  tipo: shown(code('PaymentType')),
  importe: computed(number),
  deuda: computed(number),
}));
export type PendingPayment = z.output<typeof pendingPayment>;

/** A change of a payment's amount: the spec calls the history 'a list of texts'; a server may send objects. */
export const modificationRecord = z.object({ fecha: shown(dateTime), importe: shown(number), justificacion: shown(text) });
const modification = z.union([text, modificationRecord]);
export type PaymentModification = z.output<typeof modification>;

/** The history of changes: each a text or an object; anything else is left out of it. */
const modifications = () => shownList(modification);

/** A payment whose amount was changed. No id in the spec either. */
export const modifiedPayment = entity('PagoModificado', z.object({
  alumno: shown(text),
  concepto: shown(text),
  /** The list is ordered by it, newest first. */
  fecha: computed(day),
  importe: shown(number),
  /** What the changes add up to. */
  modificacion: shown(number),
  modificaciones: modifications(),
}));
export type ModifiedPayment = z.output<typeof modifiedPayment>;

/** One hiring of a student in `{kind}/list/alumno`: the spec does not show its fields. */
export const hiring = entity('Contratacion', z.object({
  id: assumed(computed(id), 'Without it the answer is unreadable: a hiring is opened by its id ({kind}/details).'),
  concepto: assumed(shown(text), 'Without it the hiring is named by its kind, day and amount only.'),
  centro: assumed(shown(text), 'Not shown.'),
  fecha: assumed(shown(day), 'Without it the hiring is listed after the dated ones, without a day.'),
  importe: assumed(shown(number), 'Without it the hiring is named without an amount.'),
}));
export type Hiring = z.output<typeof hiring>;

/** An income received for a payment (spec 02 §3, payment details). */
export const paymentIncome = entity('IngresoPago', z.object({
  concepto: shown(text),
  centro: shown(text),
  fecha: shown(dateTime),
  importePago: shown(number),
  codigoFactura: shown(text),
  nombreFactura: shown(text),
  identificacionFactura: shown(text),
  fechaFactura: shown(day),
  conceptoFactura: shown(text),
  importe: shown(number),
}));
export type PaymentIncome = z.output<typeof paymentIncome>;

const attendance = entity('Asistencia', z.object({
  id: shown(id),
  fecha: shown(day),
  hora: shown(text),
  asignatura: shown(text),
  nivel: shown(text),
  clase: shown(text),
}));

export const attendanceResult = entity('ResultadoAsistencia', z.object({ precio: shown(number), explicacion: shown(text), asistencia: shown(attendance) }));
export type AttendanceResult = z.output<typeof attendanceResult>;

export const paymentResult = entity('ResultadoPago', z.object({
  importeAlternativo: shown(number),
  justificacionImporte: shown(text),
  resultados: shownList(attendanceResult),
  ventaTeorica: assumed(shown(number), 'Without it (or deudaMes) the services, the debt and the modification percentage are left empty.'),
  deudaMes: assumed(shown(number), 'Without it (or ventaTeorica) the debt and the modification percentage are left empty.'),
}));
export type PaymentResult = z.output<typeof paymentResult>;

/** One payment in full (`{kind}/details`). */
export const paymentDetails = entity('DetallesPago', z.object({
  id: computed(id),
  tipo: shown(code('PaymentType')),
  concepto: shown(text),
  centro: shown(text),
  /** A plain payment is deleted only in its own month. */
  fecha: computed(day),
  codigosPromocionales: shownList(text),
  /** The amount a modification is added to. */
  importePago: computed(number),
  modificacion: shown(number),
  matricula: assumed(
    shown(boolean),
    "Without it 'Borrar pago' is offered (by the other rules) and the server refuses a payment that is part of an enrolment.",
  ),
  /** A payment with income is never deleted; without the list, deletion is offered and the server judges. */
  ingresos: shownList(paymentIncome),
  modificaciones: modifications(),
  resultado: shown(paymentResult),
}));
export type PaymentDetails = z.output<typeof paymentDetails>;

const kindPath = `${ACCOUNTING}/{kind}`;

export const paymentCalls = {
  pending: apiCall({
    method: 'GET',
    path: `${ACCOUNTING}/pago/list/pending`,
    summary: 'The payments of a month of one academy with money still owed.',
    query: monthOfAcademy,
    answer: listOf(pendingPayment),
  }),
  modified: apiCall({
    method: 'GET',
    path: `${ACCOUNTING}/pago/list/modified`,
    summary: 'The payments of a month of one academy whose amount was changed, with the history of changes.',
    query: monthOfAcademy,
    answer: listOf(modifiedPayment),
  }),
  remove: apiCall({
    method: 'DELETE',
    path: `${ACCOUNTING}/pago`,
    summary: 'Deletes a plain payment: only in its own month, not part of an enrolment and without income (spec 02 §4).',
    query: { id: param('id', { example: 3653 }) },
  }),
  ofStudent: apiCall({
    method: 'GET',
    path: `${kindPath}/list/alumno`,
    pathParams: { kind: PAYMENT_KINDS },
    summary: "A student's hirings of one kind.",
    query: { alumno: param('id', { example: 1027 }) },
    answer: listOf(hiring),
  }),
  details: apiCall({
    method: 'GET',
    path: `${kindPath}/details`,
    pathParams: { kind: PAYMENT_KINDS },
    summary: 'One hiring of the kind in full: its payment, incomes, modifications and result.',
    query: { id: param('id', { example: 1 }) },
    answer: paymentDetails,
  }),
  modify: apiCall({
    method: 'PUT',
    path: kindPath,
    pathParams: { kind: PAYMENT_KINDS },
    summary: "Adds a modification to a hiring's amount (it may be negative, never 0).",
    query: { id: param('id', { example: 1 }), justificacion: param('text', { example: 'Descuento por hermanos' }), importe: param('number', { example: -10 }) },
  }),
};
