// What the students hired, how they rated their classes and what the promo codes brought in
// (spec 02 §3): the contract's records plus the demo's own fields that place each row in a
// month and an academy (left out of the answers).
import type { HiredPack, HiredTariff } from '../../contract/contratacionesAlumno';
import { RATING_VALUES, type PaymentKind, type RatingValue } from '../../contract/vocabulary';
import type { Rating } from '../../contract/valoracionesAlumnos';

/** An hour pack hired by a student, with the demo's own id, student, academy and day ('yyyy-MM-dd') that place it. */
export type PackHorasAlumno = HiredPack & { id: number; alumnoId: number; centro: string; fecha: string };

/**
 * A monthly tariff hired by a student, for one subject; the demo's own: the academy, the day,
 * the subject taught and the price paid, which income per subject adds up.
 */
export type TarifaAlumno = HiredTariff & { id: number; alumnoId: number; centro: string; fecha: string; asignatura: string; importe: number };

export { RATING_VALUES, type RatingValue };

/** A student's rating of a class and its teacher; either may be left empty. */
export type ValoracionAlumno = Rating & { id: number };

/** What a promo code's use paid for: a plain payment, a tariff, an intensive course or an hour pack. */
export type UsoKind = PaymentKind;

/** One payment made with a dynamic promo code (the demo's own row; the API answers their sums). */
export interface UsoCodigoPromocional {
  id: number;
  codigoId: number;
  centro: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  tipo: UsoKind;
  importe: number;
}
