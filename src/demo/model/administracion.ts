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
