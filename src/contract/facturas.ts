// Invoices (spec 02 §3, §7): /api/core/interno/documentacion/factura. Deleting one cancels it: it
// stays listed, so that the numbering stays consecutive.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { assumed, boolean, computed, day, entity, id, listOf, number, shown, text } from './fields';

const PATH = '/api/core/interno/documentacion/factura';

export const invoice = entity('Factura', z.object({
  id: computed(id),
  /** The invoice number, consecutive per academy and year; the list is ordered by it. */
  codigo: computed(text),
  fecha: shown(day),
  importe: computed(number),
  nombreAlumno: shown(text),
  centro: shown(text),
  /** The client the invoice is made out to (sent as `nombre`). */
  titularFactura: shown(text),
  /** The client's NIF or NIE (sent as `identificacion_cliente`). */
  identificacionCliente: shown(text),
  concepto: shown(text),
  anulada: assumed(
    shown(boolean),
    'Without it the state column is empty and every invoice offers its edit and its cancellation; the server refuses to change a cancelled one.',
  ),
}));

export type Invoice = z.output<typeof invoice>;

export const invoiceCalls = {
  list: apiCall({
    method: 'GET',
    path: `${PATH}/list`,
    summary: "The invoices of a month of one academy, the cancelled ones too.",
    query: { mes: param('month', { example: '03/2026' }), centro: param('academy', { example: 'GOYA' }) },
    answer: listOf(invoice),
  }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: "Changes an invoice's client, the client's NIF/NIE and the concept.",
    query: {
      id: param('id', { example: 1 }),
      nombre: param('text', { example: 'Marta Pérez Gil' }),
      identificacion_cliente: param('text', { example: '12345678Z' }),
      concepto: param('text', { example: 'Clases de matemáticas, noviembre' }),
    },
  }),
  cancel: apiCall({ method: 'DELETE', path: PATH, summary: 'Cancels an invoice; it stays listed as cancelled.', query: { id: param('id', { example: 1 }) } }),
};

/**
 * The invoice's PDF (spec 02 §7): not a call of the API but a link the console opens, to the
 * external document service at the build setting VITE_INVOICE_PDF_URL, the invoice in the query
 * (`invoicePdfUrl` in screens/contabilidad/facturas.ts writes it).
 */
export const invoicePdf = apiCall({
  method: 'GET',
  path: '/',
  external: { name: 'invoicePdf', setting: 'VITE_INVOICE_PDF_URL', example: 'https://documentos.example.org/factura' },
  summary: "An invoice as a PDF, written by the document service from the invoice's fields.",
  assumed: 'The host: spec 02 §7 does not show it; the console reads it from the build setting VITE_INVOICE_PDF_URL.',
  query: {
    academia: param('academy', { example: 'GOYA' }),
    numero_factura: param('text', { example: 'GOYA-2026-0153' }),
    cliente: param('text', { example: 'Marta Pérez Gil' }),
    nif: param('text', { example: '12345678Z' }),
    referencia: param('text', { example: 'Lucía Pérez Gil', note: 'The student the invoice is for.' }),
    fecha_emision: param('day', { example: '03/11/2026' }),
    concepto: param('text', { example: 'Clases de matemáticas, noviembre' }),
    importe: param('number', { example: 95.5 }),
  },
});
