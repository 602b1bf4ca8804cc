// The documents the CSV service generates (spec 02 §7): the path segment that requests each,
// its title, and whether it is about a month (the request then needs `mes`).
import { MONTH_NAMES } from './text';
import type { DocumentKind } from './model/administracion';

export const DOCUMENT_KINDS: Record<DocumentKind, { label: string; monthly: boolean }> = {
  'pending-invoices': { label: 'Facturas pendientes', monthly: false },
  'pending-payments': { label: 'Pagos pendientes', monthly: false },
  'pending-feedbacks': { label: 'Leads modificados', monthly: false },
  'student-certificates': { label: 'Certificados de alumnos', monthly: false },
  'feedback-analysis': { label: 'ROI', monthly: true },
  'accounting-analysis': { label: 'P&L', monthly: true },
  'cashflow-analysis': { label: 'Cashflow', monthly: true },
  'churning-students': { label: 'Alumnos perdidos', monthly: true },
  'product-analisis-english': { label: 'Análisis de producto: inglés', monthly: true },
  'product-analisis-university': { label: 'Análisis de producto: universidad', monthly: true },
  'bank-wires-analysis': { label: 'Transferencias bancarias', monthly: true },
  'student-level-checks': { label: 'Pruebas de nivel', monthly: true },
  'incomplete-attendances': { label: 'Asistencias incompletas', monthly: true },
  'issued-invoices': { label: 'Facturas emitidas', monthly: true },
};

export const isDocumentKind = (value: string): value is DocumentKind => Object.hasOwn(DOCUMENT_KINDS, value);

/** 'P&L - Marzo 2025' for a month-based document ('yyyy-MM'), the bare label for the others. */
export function documentTitle(kind: DocumentKind, month: string | null): string {
  const { label } = DOCUMENT_KINDS[kind];
  return month ? `${label} - ${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}` : label;
}
