// Rows of the administration area, shaped as the API returns them (spec 02 §3).
import type { AcademyItem } from '../../contract/centros';
import type { CertificateItem } from '../../contract/certificadoAlumno';
import type { PromoCodeItem } from '../../contract/codigoPromocionalDinamico';
import {
  PROMO_COMPATIBILITY_CODES,
  PROMO_TYPE_CODES,
  type DocumentKind,
  type PromoCompatibility,
  type PromoType,
} from '../../contract/vocabulary';
import type { CsvDocument } from '../../contract/documentoCsv';
import type { TrainingItem } from '../../contract/formacion';
import type { HelpdeskTicket } from '../../contract/helpdesk';
import type { Filled } from './filled';

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

/** An academy of the network (spec 02 §3): active while it has no closing date (null). */
export type Centro = Filled<Omit<AcademyItem, 'fechaCierre'>> & { fechaCierre: string | null };

export type Helpdesk = Filled<HelpdeskTicket>;

/** A certificate as stored, with the demo's own id; its list adds certificadoURL, a PDF built when asked for. */
export type CertificadoAlumno = Filled<Omit<CertificateItem, 'certificadoURL'>> & { id: number };

export type { DocumentKind };

/** A generated document as stored; its rows are built from these fields when it is fetched. */
export type DocumentoCsv = Filled<CsvDocument> & {
  documento: DocumentKind;
  /** 'yyyy-MM' of a month-based document; null for the others. */
  mes: string | null;
  /**
   * Epoch milliseconds from which a requested document is ready and listed; absent for the
   * seeded ones. The service generates a document asynchronously, some seconds after the request.
   */
  listoDesde?: number;
};

export const PROMO_TYPES = PROMO_TYPE_CODES;
export type { PromoCompatibility, PromoType };
export const PROMO_COMPATIBILITIES = PROMO_COMPATIBILITY_CODES;

/** A code as stored: the value fields of the other types are null. */
export type CodigoPromocionalDinamico = Filled<Omit<PromoCodeItem, 'tipo' | 'compatibilidad'>, 'descuentoFijo' | 'descuentoPorcentaje' | 'horasGratis'> & {
  tipo: PromoType;
  compatibilidad: PromoCompatibility[];
};

/** A person's training as stored; the list by year answers it without `year`. */
export type Formacion = Filled<TrainingItem> & {
  /** The year it was registered in. */
  year: number;
};
