// Generated CSV documents (spec 02 §5, §7): the fourteen documents one can ask for with their
// names, which need a month, and the file a fetched document is saved as.
import { toCsv, type CsvColumn } from '../../common/csv';
import type { Choice } from '../../common/choice';
import type { DocumentContent, DocumentRow } from '../../contract/documentoCsv';
import { DOCUMENT_KIND_CODES, isMonthlyDocument, type DocumentKind } from '../../contract/vocabulary';

const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  'pending-invoices': 'Facturas pendientes',
  'pending-payments': 'Pagos pendientes',
  'pending-feedbacks': 'Leads modificados',
  'student-certificates': 'Certificados de alumnos',
  'feedback-analysis': 'Análisis de leads (ROI)',
  'accounting-analysis': 'Análisis contable (P&L)',
  'cashflow-analysis': 'Análisis de tesorería',
  'churning-students': 'Alumnos dados de baja',
  'product-analisis-english': 'Análisis de producto: inglés',
  'product-analisis-university': 'Análisis de producto: universidad',
  'bank-wires-analysis': 'Análisis de transferencias bancarias',
  'student-level-checks': 'Pruebas de nivel de alumnos',
  'incomplete-attendances': 'Asistencias incompletas',
  'issued-invoices': 'Facturas emitidas',
};

/** The documents of 'Generar nuevo documento', in the spec's order. */
export const DOCUMENT_KINDS: readonly Choice[] = DOCUMENT_KIND_CODES.map((code) => ({ id: code, name: DOCUMENT_NAMES[code] }));

/** Asked for one month (`mes`), or for the present state. */
export const isMonthly = isMonthlyDocument;

/** A fetched document, or part of it (the parts a test is about). */
type DocumentParts = Partial<DocumentContent>;

// What a file name may not contain on the systems users save to.
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|]+/g;

/** The file's name (without '.csv'): the document's title, with what a file name cannot hold as '-'. */
export function documentFileName(document: DocumentParts): string {
  return (document.titulo ?? '').replace(NOT_IN_FILE_NAMES, '-').trim() || 'documento';
}

/** The document as a CSV file by the console's rules: its headers first, then one line per row. */
export function documentCsv(document: DocumentParts): string {
  const headers = document.cabeceras ?? [];
  const columns: CsvColumn<DocumentRow>[] = headers.map((header, position) => ({
    label: header,
    value: (row) => (Array.isArray(row) ? row[position] : (row as Readonly<Record<string, unknown>>)[header]),
  }));
  return toCsv(columns, document.datos ?? []);
}
