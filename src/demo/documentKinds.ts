// The documents the CSV service generates (spec 02 §7): the path segment that requests each,
// its title, and whether it is about a month (the contract says which).
import { MONTH_NAMES } from './text';
import { DOCUMENT_KIND_CODES, isMonthlyDocument, type DocumentKind } from '../contract/vocabulary';

/** The title the demo gives each document (the real service's titles are not in the spec). */
const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  'pending-invoices': 'Facturas pendientes',
  'pending-payments': 'Pagos pendientes',
  'pending-feedbacks': 'Leads modificados',
  'student-certificates': 'Certificados de alumnos',
  'feedback-analysis': 'ROI',
  'accounting-analysis': 'P&L',
  'cashflow-analysis': 'Cashflow',
  'churning-students': 'Alumnos perdidos',
  'product-analisis-english': 'Análisis de producto: inglés',
  'product-analisis-university': 'Análisis de producto: universidad',
  'bank-wires-analysis': 'Transferencias bancarias',
  'student-level-checks': 'Pruebas de nivel',
  'incomplete-attendances': 'Asistencias incompletas',
  'issued-invoices': 'Facturas emitidas',
};

/** The documents the service makes, and whether each is about a month (the request then needs `mes`). */
export const DOCUMENT_KINDS: readonly { kind: DocumentKind; monthly: boolean }[] = DOCUMENT_KIND_CODES.map((kind) => ({
  kind,
  monthly: isMonthlyDocument(kind),
}));

export const isDocumentKind = (value: string): value is DocumentKind => (DOCUMENT_KIND_CODES as readonly string[]).includes(value);

/** 'P&L - Marzo 2025' for a month-based document ('yyyy-MM'), the bare label for the others. */
export function documentTitle(kind: DocumentKind, month: string | null): string {
  const label = DOCUMENT_LABELS[kind];
  return month ? `${label} - ${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}` : label;
}
