// The payments of the accounting area (spec 02 §3-§5): how the console names and formats what
// the API answers, and the rules of the payment change and student income screens, kept apart
// from the screens. The records and codes are the contract's.
import { formatDateTime, formatSignedEuros } from '../../../common/format';
import { inParentheses, joinPresent, plainText } from '../../../common/text';
import { fromCents, parseAmount, toCents } from '../../../common/money';
import { parseIsoDate } from '../../../common/parse';
import type { Income } from '../../../contract/ingresosAlumno';
import type { PaymentDetails, PaymentModification, PaymentResult } from '../../../contract/pagos';
import { PAYMENT_KINDS, type PaymentKind } from '../../../contract/vocabulary';

export { PAYMENT_KINDS, type PaymentKind };

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  pago: 'Pago',
  'pago-tarifa': 'Tarifa',
  'pago-intensivo': 'Intensivo',
  'pago-pack-horas': 'Pack de horas',
};

/**
 * A change of a payment's amount as one line of its history: a text as the server wrote it, an
 * object as 'dd/MM/yyyy - HH:mm: +12,00 € (justification)', leaving out what it lacks.
 */
export function modificationText(change: PaymentModification): string {
  if (typeof change === 'string') return change;
  const amount = change.importe === null ? '' : formatSignedEuros(change.importe);
  const when = formatDateTime(change.fecha);
  return joinPresent([when, joinPresent([amount, inParentheses(change.justificacion)])], ': ');
}

const sameMonth = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();

/**
 * A payment can be deleted only when it is a plain payment ('pago'), in the payment's own month,
 * not part of an enrolment and with no income (spec 02 §4). `matricula` is not in the spec's
 * details: only `matricula: true` hides the deletion.
 */
export function canDeletePayment(kind: PaymentKind, payment: Pick<PaymentDetails, 'fecha' | 'matricula' | 'ingresos'>, today: Date): boolean {
  const date = parseIsoDate(payment.fecha);
  return kind === 'pago' && date !== null && sameMonth(date, today) && payment.matricula !== true && payment.ingresos.length === 0;
}

/**
 * An income can be deleted only when it has no invoice and is not assigned to a hiring (spec 02
 * §4). Neither field is in the spec's income: only an invoice number or `asignado: true` hide it.
 */
export function canDeleteIncome(income: Pick<Income, 'codigoFactura' | 'asignado'>): boolean {
  return !income.codigoFactura && income.asignado !== true;
}

/** 'Desasignar' is offered unless the answer says the income is not assigned (`asignado` is not in the spec). */
export const canUnassignIncome = (income: Pick<Income, 'asignado'>): boolean => income.asignado !== false;

/**
 * The modification percentage, deudaMes × 100 / ventaTeorica, to two decimals; undefined (shown
 * empty) when ventaTeorica is 0 (spec 02 §5) or either is not in the answer.
 */
export function modificationPercentage({ deudaMes, ventaTeorica }: Pick<PaymentResult, 'deudaMes' | 'ventaTeorica'>): number | undefined {
  if (deudaMes === null || ventaTeorica === null) return undefined;
  const base = toCents(ventaTeorica);
  if (base === 0) return undefined;
  return Math.round((toCents(deudaMes) * 10_000) / base) / 100;
}

/** '12,50 %', or '' without a percentage. */
export function formatPercentage(value: number | undefined): string {
  return value === undefined ? '' : `${value.toFixed(2).replace('.', ',')} %`;
}

/** The amount of a new modification: a number that is not zero, or undefined. */
export function modificationAmount(text: string): number | undefined {
  const amount = parseAmount(text);
  return amount === undefined || toCents(amount) === 0 ? undefined : amount;
}

/** The payment's amount once a modification is added (the modification may be negative). */
export function amountAfterModification(current: number, modification: number): number {
  return fromCents(toCents(current) + toCents(modification));
}

/** A modification can be sent once its amount is a non-zero number and it is justified (spec 02 §5). */
export function canSendModification(amountText: string, justification: string): boolean {
  return modificationAmount(amountText) !== undefined && justification.trim() !== '';
}

/** The income edit's Actualizar: only with id, concepto, formaPago and centro (spec 02 §5). */
export function canUpdateIncome(values: { id?: unknown; concepto?: unknown; formaPago?: unknown; centro?: unknown }): boolean {
  return [values.id, values.concepto, values.formaPago, values.centro].every(
    (value) => plainText(value).trim() !== '',
  );
}
