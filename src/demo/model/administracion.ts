// Rows of the administration area, shaped as the API returns them (spec 02 §3).

export interface Asignatura {
  id: number;
  nombre: string;
  nombreCompleto: string;
  descripcion: string;
  /** One of SUBJECT_TYPES. */
  tipo: string;
  /** One of SUBJECT_LEVELS. */
  nivel: string;
  /** One of SUBJECT_SUBLEVELS, or null when the subject has none. */
  subnivel: string | null;
  /** Available to be hired. */
  activa: boolean;
}

export interface CentroEstudios {
  id: number;
  nombre: string;
  /** One of PROVINCES. */
  provincia: string;
}

/** An academy of the network (spec 02 §3): active while it has no closing date. */
export interface Centro {
  /** The academy's code, its name as spec 01 §3 lists it. */
  nombre: string;
  /** 'yyyy-MM-dd'. */
  fechaApertura: string;
  /** 'yyyy-MM-dd'; null while the academy is open. */
  fechaCierre: string | null;
  telefono: string;
  /** The company that runs the academy. */
  sociedad: string;
  /** Students it can seat at once. */
  capacidad: number;
  direccion: { direccion: string; codigoPostal: string; municipio: { municipio: string } };
}

export interface Helpdesk {
  id: number;
  categoria: string;
  /** The academy that raised it. */
  centro: string;
  /** 'yyyy-MM-ddTHH:mm:ss'. */
  fecha: string;
  titulo: string;
  descripcion: string;
  resuelto: boolean;
}

/** A certificate as stored; its list adds certificadoURL, a PDF built when asked for. */
export interface CertificadoAlumno {
  id: number;
  alumno: string;
  centro: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  /** The course the certificate is for. */
  formacion: string;
}

/** The documents the CSV service generates, as the path of their request names them. */
export type DocumentKind =
  | 'pending-invoices'
  | 'pending-payments'
  | 'pending-feedbacks'
  | 'student-certificates'
  | 'feedback-analysis'
  | 'accounting-analysis'
  | 'cashflow-analysis'
  | 'churning-students'
  | 'product-analisis-english'
  | 'product-analisis-university'
  | 'bank-wires-analysis'
  | 'student-level-checks'
  | 'incomplete-attendances'
  | 'issued-invoices';

/** A generated document as stored; its rows are built from these fields when it is fetched. */
export interface DocumentoCsv {
  id: number;
  documento: DocumentKind;
  /** 'yyyy-MM' of a month-based document; null for the others. */
  mes: string | null;
  titulo: string;
  /** 'yyyy-MM-ddTHH:mm:ss': when it was ready. */
  fecha: string;
  creador: string;
  /**
   * Epoch milliseconds from which a requested document is ready and listed; absent for the
   * seeded ones. The service generates a document asynchronously, some seconds after the request.
   */
  listoDesde?: number;
}

export const PROMO_TYPES = ['SEGUIMIENTO', 'DESCUENTO_PRECIO', 'DESCUENTO_PORCENTAJE', 'HORAS_GRATIS'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];
export const PROMO_COMPATIBILITIES = ['PAGO', 'TARIFA', 'INTENSIVO', 'PACK'] as const;
export type PromoCompatibility = (typeof PROMO_COMPATIBILITIES)[number];

export interface CodigoPromocionalDinamico {
  id: number;
  /** Upper-case letters and digits. */
  nombre: string;
  descripcion: string;
  centros: string[];
  compatibilidad: PromoCompatibility[];
  tipo: PromoType;
  /** Euros off, for DESCUENTO_PRECIO; null otherwise. */
  descuentoFijo: number | null;
  /** Percent off (0-100], for DESCUENTO_PORCENTAJE; null otherwise. */
  descuentoPorcentaje: number | null;
  /** Free hours, for HORAS_GRATIS; null otherwise. */
  horasGratis: number | null;
  /** 'yyyy-MM-dd'. */
  fechaInicio: string;
  /** 'yyyy-MM-dd': the last day the code can be used. */
  fechaFin: string;
}

/** A person's training as stored; the list by year answers it without `year`. */
export interface Formacion {
  id: number;
  nombre: string;
  email: string;
  centro: string;
  formacionCompletada: boolean;
  /** The year it was registered in. */
  year: number;
}
