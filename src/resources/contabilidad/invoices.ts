// Invoices (spec 02 §3): the record, its state, and the address of its PDF at the external
// document service, which writes the invoice from the query it is given (spec 02 §7).
import { formatDate, formatDecimal } from '../../common/format';
import { encodeQuery } from '../../dataProvider/query';
import type { BadgeColor } from '../types';

export interface Invoice {
  id: number;
  /** The invoice number, consecutive per academy and year: 'GOYA/2026/0012'. */
  codigo: string;
  /** 'yyyy-MM-dd', the day it was issued. */
  fecha: string;
  importe: number;
  nombreAlumno: string;
  centro: string;
  /** The client the invoice is made out to (sent as `nombre`). */
  titularFactura: string;
  /** The client's NIF or NIE (sent as `identificacion_cliente`). */
  identificacionCliente: string;
  concepto: string;
  /** A cancelled invoice stays listed, so that the numbering has no gaps. */
  anulada?: boolean;
}

export const isActiveInvoice = (invoice: Invoice): boolean => !invoice.anulada;

export function invoiceStateBadge(invoice: Invoice): { label: string; color: BadgeColor } {
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
