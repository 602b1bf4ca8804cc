// The student income edit (spec 02 §2, §5): the dialog's values from an income, and the update's
// query from the dialog's values. The date and time change only for a transfer, sent as one
// date-time.
import type { Income } from '../../../../contract/ingresosAlumno';
import { PAYMENT_METHODS, TRANSFER, type PaymentMethod } from '../../../../contract/vocabulary';
import { parseAmount } from '../../../../common/money';
import { isValidTime } from '../../../../common/parse';

/** What the 'Editar ingreso' dialog holds while it is filled in. */
export interface IncomeForm {
  id: number;
  /** As typed: digits, a dot and a minus. */
  importe: string;
  concepto: string;
  formaPago: PaymentMethod | '';
  centro: string;
  observaciones: string;
  /** 'yyyy-MM-dd', as the date field holds it. */
  fecha: string;
  /** 'HH:mm'. */
  hora: string;
}

const METHODS: readonly string[] = PAYMENT_METHODS;

/** The dialog's values from an income; what the answer lacks (or a method the console does not offer) starts empty. */
export function incomeFormOf(income: Income): IncomeForm {
  const formaPago = income.formaPago !== null && METHODS.includes(income.formaPago) ? (income.formaPago as PaymentMethod) : '';
  return {
    id: income.id,
    importe: String(income.importe),
    concepto: income.concepto ?? '',
    formaPago,
    centro: income.centro ?? '',
    observaciones: income.observaciones ?? '',
    fecha: income.fecha,
    hora: income.hora ?? '',
  };
}

export const isTransfer = (values: { formaPago?: unknown }) => values.formaPago === TRANSFER;

/** The transfer's date-time 'yyyy-MM-ddTHH:mm:ss' (DESIGN.md's format), or undefined while incomplete. */
export function transferMoment(fecha: string, hora: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(fecha) && isValidTime(hora) ? `${fecha}T${hora}:00` : undefined;
}

/**
 * The update's query (spec 02 §7): id, importe, concepto, forma_pago, observaciones, centro, and
 * fecha only for a transfer.
 */
export function incomeUpdateParams(values: IncomeForm) {
  return {
    id: values.id,
    importe: parseAmount(values.importe),
    concepto: values.concepto.trim(),
    forma_pago: values.formaPago,
    observaciones: values.observaciones.trim(),
    centro: values.centro,
    fecha: isTransfer(values) ? transferMoment(values.fecha, values.hora) : undefined,
  };
}
