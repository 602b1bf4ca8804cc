// The payments of the accounting area (spec 02 §3-§5): their kinds, what the API answers, and
// the rules of the payment change and student income screens, kept apart from the screens.
import { fromCents, parseAmount, toCents } from '../../common/money';
import { parseIsoDate } from '../../common/parse';

/** The four payment kinds, also the path segment of their calls (`/contabilidad/{kind}/…`). */
export const PAYMENT_KINDS = ['pago', 'pago-tarifa', 'pago-intensivo', 'pago-pack-horas'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  pago: 'Pago',
  'pago-tarifa': 'Tarifa',
  'pago-intensivo': 'Intensivo',
  'pago-pack-horas': 'Pack de horas',
};

/** The type each kind is named by in the payment lists (`tipo`), as the promo codes' compatibilities name them. */
export const PAYMENT_TYPES: Record<PaymentKind, string> = {
  pago: 'PAGO',
  'pago-tarifa': 'TARIFA',
  'pago-intensivo': 'INTENSIVO',
  'pago-pack-horas': 'PACK',
};

/** The Spanish name of a list's `tipo`; an unknown one as it came. */
export function paymentTypeLabel(tipo: string): string {
  const kind = PAYMENT_KINDS.find((candidate) => PAYMENT_TYPES[candidate] === tipo);
  return kind ? PAYMENT_KIND_LABELS[kind] : tipo;
}

/** Payment methods of an income (spec 02 §3). */
export const PAYMENT_METHODS = ['EFECTIVO', 'TARJETA', 'TRANSFERENCIA'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const TRANSFER: PaymentMethod = 'TRANSFERENCIA';

/** A payment with money still owed, in the pending list. */
export interface PendingPayment {
  id: number;
  alumno: string;
  concepto: string;
  centro: string;
  /** The payment's type as the API names it (PAGO, TARIFA, INTENSIVO, PACK). */
  tipo: string;
  importe: number;
  deuda: number;
}

/** A payment whose amount was changed, in the modified list. */
export interface ModifiedPayment {
  id: number;
  alumno: string;
  concepto: string;
  fecha: string;
  importe: number;
  /** What the changes add up to. */
  modificacion: number;
  /** The history of changes, one text each. */
  modificaciones: string[];
}

/** One hiring of a student, as the `{kind}/list/alumno` calls answer it. */
export interface Hiring {
  id: number;
  concepto: string;
  centro: string;
  fecha: string;
  importe: number;
}

/** An income received for a payment. */
export interface PaymentIncome {
  concepto: string;
  centro: string;
  fecha: string;
  importePago: number;
  codigoFactura: string | null;
  nombreFactura: string | null;
  identificacionFactura: string | null;
  fechaFactura: string | null;
  conceptoFactura: string | null;
  importe: number;
}

export interface Attendance {
  id: number;
  fecha: string;
  hora: string;
  asignatura: string;
  nivel: string;
  clase: string;
}

export interface AttendanceResult {
  precio: number;
  explicacion: string;
  asistencia: Attendance;
}

/** A modification of the payment's amount. */
export interface PaymentModification {
  fecha: string;
  importe: number;
  justificacion: string;
}

export interface PaymentResult {
  importeAlternativo: number | null;
  justificacionImporte: string | null;
  resultados: AttendanceResult[];
  /** What the attended classes are worth. */
  ventaTeorica: number;
  /** What is still owed of the payment. */
  deudaMes: number;
}

/** One payment in full (`{kind}/details`). */
export interface PaymentDetails {
  id: number;
  tipo: string;
  concepto: string;
  centro: string;
  fecha: string;
  codigosPromocionales: string[];
  importePago: number;
  modificacion: number;
  /** Part of an enrolment (matrícula): never deleted on its own. */
  matricula: boolean;
  ingresos: PaymentIncome[];
  modificaciones: PaymentModification[];
  resultado: PaymentResult;
}

/** A student's income (`ingreso-alumno/list/alumno`). */
export interface Ingreso {
  id: number;
  importe: number;
  concepto: string;
  formaPago: PaymentMethod;
  /** 'yyyy-MM-ddTHH:mm:ss'. */
  fechaIngreso: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  /** 'HH:mm'. */
  hora: string;
  observaciones: string | null;
  centro: string;
  /** The invoice the income is billed on, if any. */
  codigoFactura: string | null;
  /** Assigned to one of the student's hirings. */
  asignado: boolean;
}

const sameMonth = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();

/**
 * A payment can be deleted only when it is a plain payment ('pago'), in the payment's own month,
 * not part of an enrolment and with no income (spec 02 §4).
 */
export function canDeletePayment(kind: PaymentKind, payment: Pick<PaymentDetails, 'fecha' | 'matricula' | 'ingresos'>, today: Date): boolean {
  const date = parseIsoDate(payment.fecha);
  return kind === 'pago' && date !== null && sameMonth(date, today) && !payment.matricula && payment.ingresos.length === 0;
}

/** An income can be deleted only when it has no invoice and is not assigned to a hiring (spec 02 §4). */
export function canDeleteIncome(income: Pick<Ingreso, 'codigoFactura' | 'asignado'>): boolean {
  return !income.codigoFactura && !income.asignado;
}

/**
 * The modification percentage, deudaMes × 100 / ventaTeorica, to two decimals; undefined (shown
 * empty) when ventaTeorica is 0 (spec 02 §5).
 */
export function modificationPercentage({ deudaMes, ventaTeorica }: Pick<PaymentResult, 'deudaMes' | 'ventaTeorica'>): number | undefined {
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
    (value) => value !== undefined && value !== null && String(value).trim() !== '',
  );
}
