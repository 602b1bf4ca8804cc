// What the students hired, how they rated their classes and what the promo codes brought in
// (spec 02 §3), shaped as the API returns them plus the demo's own fields that place each row
// in a month and an academy (left out of the answers).

/** An hour pack hired by a student. */
export interface PackHorasAlumno {
  id: number;
  /** The student's full name. */
  alumno: string;
  pack: string;
  horas: number;
  /** The student's school year. */
  curso: string;
  tipologiaAcademica: string;
  objetivo: string;
  /** The demo's own: the student's academy and the day it was hired ('yyyy-MM-dd'). */
  alumnoId: number;
  centro: string;
  fecha: string;
}

/** A monthly tariff hired by a student, for one subject. */
export interface TarifaAlumno {
  id: number;
  alumno: string;
  tarifa: string;
  curso: string;
  /** The demo's own: the academy, the day, the subject taught and the price paid, which income per subject adds up. */
  alumnoId: number;
  centro: string;
  fecha: string;
  asignatura: string;
  importe: number;
}

export const RATING_VALUES = ['MUY_NEGATIVA', 'NEGATIVA', 'NEUTRAL', 'POSITIVA', 'MUY_POSITIVA'] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

/** A student's rating of a class and its teacher; either may be left empty. */
export interface ValoracionAlumno {
  id: number;
  alumnoNombre: string;
  asignatura: string;
  nivel: string;
  profesor: string;
  centro: string;
  /** 'yyyy-MM-ddTHH:mm:ss': when the student rated. */
  fecha: string;
  /** The class: its day 'yyyy-MM-dd' and its time 'HH:mm'. */
  fechaAsistencia: string;
  horaAsistencia: string;
  valoracionClase: RatingValue | null;
  valoracionProfesor: RatingValue | null;
  observaciones: string | null;
}

/** What a promo code's use paid for: a plain payment, a tariff, an intensive course or an hour pack. */
export type UsoKind = 'pago' | 'pago-tarifa' | 'pago-intensivo' | 'pago-pack-horas';

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
