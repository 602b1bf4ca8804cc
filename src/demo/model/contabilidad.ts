// The students' payments and incomes as the demo stores them (spec 02 §3): the routes answer
// the contract's records from them. Amounts are in euros with two decimals; the routes add and
// subtract them as cents (text.ts).
import type { PaymentKind, PaymentMethod } from '../../contract/vocabulary';

export type { PaymentKind, PaymentMethod };

/** A change of a payment's amount, with its reason. */
export interface DemoModificacion {
  /** 'yyyy-MM-ddTHH:mm:ss'. */
  fecha: string;
  /** Added to the amount; may be negative, never 0. */
  importe: number;
  justificacion: string;
}

/** A hiring of a student of any of the four kinds, and what it was charged. */
export interface DemoPago {
  id: number;
  kind: PaymentKind;
  alumnoId: number;
  centro: string;
  concepto: string;
  /** 'yyyy-MM-dd': the payment's day, which fixes its month. */
  fecha: string;
  /** The amount as first charged; the current one adds the modifications. */
  importeInicial: number;
  codigosPromocionales: string[];
  /** Part of an enrolment (matrícula). */
  matricula: boolean;
  modificaciones: DemoModificacion[];
  /** An amount set by hand instead of the attendance's, and why. */
  importeAlternativo: number | null;
  justificacionImporte: string | null;
}

/** The invoice an income was billed on. */
export interface DemoFactura {
  codigo: string;
  nombre: string;
  identificacion: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  concepto: string;
}

/** Money received from a student, assigned to one of their payments or not (yet). */
export interface DemoIngreso {
  id: number;
  alumnoId: number;
  /** The payment it pays; null when unassigned. */
  pagoId: number | null;
  importe: number;
  concepto: string;
  formaPago: PaymentMethod;
  /** 'yyyy-MM-ddTHH:mm:ss'. */
  fechaIngreso: string;
  observaciones: string | null;
  centro: string;
  factura: DemoFactura | null;
}
