// Invoices: a month of one academy's, edited (client, NIF/NIE, concept) or cancelled — a
// cancelled one stays, marked `anulada`, so that the numbering has no gaps. The external
// document service that writes an invoice's PDF is stood in for here too, at DEMO_INVOICE_PDF_PATH.
import { HttpResponse } from 'msw';
import { DEMO_INVOICE_PDF_PATH } from '../../config';
import { getDb, saveDb } from '../db';
import type { Factura } from '../model/facturacion';
import { isNifNie } from '../nif';
import { readAcademyMonth, readId } from '../params';
import { pdfBytes, type PdfContent } from '../pdf';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';
import { checkOpenAcademy } from './academias';

const PATH = '/api/core/interno/documentacion/factura';

function invoiceOf(query: Query): Factura {
  const id = readId(query, 'id', 'El identificador de la factura es obligatorio', 'El identificador de la factura no es válido');
  const invoice = getDb().invoiceMonths.find(id);
  if (!invoice) throw fail('La factura no existe');
  return invoice;
}

/** The invoice as the service writes it, from the query the console sends (spec 02 §7). */
function invoicePdf(query: Query): PdfContent {
  const value = (name: string) => query.optional(name) ?? '';
  const amount = Number(value('importe'));
  return {
    title: `Factura ${value('numero_factura')}`,
    lines: [
      `Academia: ${value('academia')}`,
      `Fecha de emisión: ${value('fecha_emision')}`,
      '',
      `Cliente: ${value('cliente')}`,
      `NIF/NIE: ${value('nif')}`,
      `Alumno: ${value('referencia')}`,
      '',
      `Concepto: ${value('concepto')}`,
      `Importe: ${Number.isFinite(amount) ? amount.toFixed(2).replace('.', ',') : value('importe')} €`,
      '',
      'Documento generado por la demostración de la consola.',
    ],
  };
}

export const facturasRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${PATH}/list`,
    answer(query) {
      const { month, centro } = readAcademyMonth(query);
      checkOpenAcademy(centro);
      return ok(getDb().invoiceMonths.ofMonth(month).filter((invoice) => invoice.centro === centro));
    },
  },
  {
    method: 'PUT',
    path: PATH,
    answer(query) {
      const invoice = invoiceOf(query);
      const titularFactura = query.required('nombre', 'El nombre del cliente es obligatorio');
      const identificacionCliente = query.required('identificacion_cliente', 'El NIF/NIE del cliente es obligatorio').toUpperCase();
      const concepto = query.required('concepto', 'El concepto es obligatorio');
      if (invoice.anulada) throw fail('No se puede modificar una factura anulada');
      if (!isNifNie(identificacionCliente)) throw fail('El NIF/NIE del cliente no es válido');
      Object.assign(invoice, { titularFactura, identificacionCliente, concepto });
      saveDb('facturas');
      return ok(invoice);
    },
  },
  {
    method: 'DELETE',
    path: PATH,
    answer(query) {
      const invoice = invoiceOf(query);
      if (invoice.anulada) throw fail('La factura ya está anulada');
      invoice.anulada = true;
      saveDb('facturas');
      return ok(invoice);
    },
  },
  {
    method: 'GET',
    path: DEMO_INVOICE_PDF_PATH,
    answer(query) {
      if (!query.optional('numero_factura')) return new HttpResponse('Falta el número de factura', { status: 400 });
      return new HttpResponse(pdfBytes(invoicePdf(query)), { headers: { 'Content-Type': 'application/pdf' } });
    },
  },
];
