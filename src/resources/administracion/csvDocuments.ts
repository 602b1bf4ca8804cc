// Generated CSV documents (spec 02 §5, §7): the fourteen documents one can ask for, which need
// a month, and the file a fetched document is saved as.
import { toCsv, type CsvColumn } from '../../common/csv';

export interface DocumentKind {
  /** The `{document}` of POST /api/core/interno/documento-csv/{document}. */
  id: string;
  name: string;
  /** Asked for one month (`mes`), or for the present state. */
  monthly: boolean;
}

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  { id: 'pending-invoices', name: 'Facturas pendientes', monthly: false },
  { id: 'pending-payments', name: 'Pagos pendientes', monthly: false },
  { id: 'pending-feedbacks', name: 'Leads modificados', monthly: false },
  { id: 'student-certificates', name: 'Certificados de alumnos', monthly: false },
  { id: 'feedback-analysis', name: 'Análisis de leads (ROI)', monthly: true },
  { id: 'accounting-analysis', name: 'Análisis contable (P&L)', monthly: true },
  { id: 'cashflow-analysis', name: 'Análisis de tesorería', monthly: true },
  { id: 'churning-students', name: 'Alumnos dados de baja', monthly: true },
  { id: 'product-analisis-english', name: 'Análisis de producto: inglés', monthly: true },
  { id: 'product-analisis-university', name: 'Análisis de producto: universidad', monthly: true },
  { id: 'bank-wires-analysis', name: 'Análisis de transferencias bancarias', monthly: true },
  { id: 'student-level-checks', name: 'Pruebas de nivel de alumnos', monthly: true },
  { id: 'incomplete-attendances', name: 'Asistencias incompletas', monthly: true },
  { id: 'issued-invoices', name: 'Facturas emitidas', monthly: true },
];

export function isMonthly(document: unknown): boolean {
  return DOCUMENT_KINDS.some((kind) => kind.id === document && kind.monthly);
}

/** A row of a fetched document: its cells in header order, or an object keyed by header. */
type DocumentRow = readonly unknown[] | Readonly<Record<string, unknown>>;

/** A fetched document: its title, its headers and its rows. */
export interface DocumentContent {
  titulo?: string | null;
  cabeceras?: readonly string[] | null;
  datos?: readonly DocumentRow[] | null;
}

// What a file name may not contain on the systems users save to.
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|]+/g;

/** The file's name (without '.csv'): the document's title, with what a file name cannot hold as '-'. */
export function documentFileName(document: DocumentContent): string {
  return (document.titulo ?? '').replace(NOT_IN_FILE_NAMES, '-').trim() || 'documento';
}

/** The document as a CSV file by the console's rules: its headers first, then one line per row. */
export function documentCsv(document: DocumentContent): string {
  const headers = document.cabeceras ?? [];
  const columns: CsvColumn<DocumentRow>[] = headers.map((header, position) => ({
    label: header,
    value: (row) => (Array.isArray(row) ? row[position] : (row as Readonly<Record<string, unknown>>)[header]),
  }));
  return toCsv(columns, document.datos ?? []);
}
