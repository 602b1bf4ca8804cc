// Invoices (spec 02 §3): the record, its state, and the address of its PDF at the external
// document service, which writes the invoice from the query it is given (spec 02 §7).
import { formatDate, formatDecimal } from '../../common/format';
import { encodeQuery } from '../../dataProvider/query';
import type { Invoice } from '../../contract/facturas';
import type { BadgeColor } from '../../declaration/types';

export type { Invoice };

/**
 * Only an invoice the answer says is cancelled loses its edit and cancellation: `anulada` is not
 * in the spec's invoice, and without it the server judges.
 */
export const isActiveInvoice = (invoice: Invoice): boolean => invoice.anulada !== true;

/** 'Anulada' or 'Emitida' when the answer says which; nothing when it does not. */
export function invoiceStateBadge(invoice: Invoice): { label: string; color: BadgeColor } | undefined {
  if (invoice.anulada === null) return undefined;
  return invoice.anulada ? { label: 'Anulada', color: 'error' } : { label: 'Emitida', color: 'success' };
}

/**
 * The invoice's PDF at the document service `base`: academia, numero_factura, cliente, nif,
 * referencia (the student it is for), fecha_emision ('dd/MM/yyyy'), concepto and importe
 * ('1234.50'). None without a service.
 */
export function invoicePdfUrl(invoice: Invoice, base: string): string | undefined {
  if (!base) return undefined;
  return `${base}${encodeQuery({
    academia: invoice.centro,
    numero_factura: invoice.codigo,
    cliente: invoice.titularFactura,
    nif: invoice.identificacionCliente,
    referencia: invoice.nombreAlumno,
    fecha_emision: formatDate(invoice.fecha),
    concepto: invoice.concepto,
    importe: formatDecimal(invoice.importe),
  })}`;
}
