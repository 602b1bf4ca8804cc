// Invoices (spec 02 §3, §7): /api/core/interno/documentacion/factura. Deleting one cancels it: it
// stays listed, so that the numbering stays consecutive.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { assumed, boolean, computed, day, id, listOf, number, shown, text } from './fields';

const PATH = '/api/core/interno/documentacion/factura';

export const invoice = z.object({
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
});

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
    query: { id: param('id'), nombre: param('text'), identificacion_cliente: param('text'), concepto: param('text') },
  }),
  cancel: apiCall({ method: 'DELETE', path: PATH, summary: 'Cancels an invoice; it stays listed as cancelled.', query: { id: param('id') } }),
};
