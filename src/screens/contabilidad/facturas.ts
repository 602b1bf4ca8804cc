// Invoices (spec 02 §3): the record, its state, and the address of its PDF at the external
// document service, which writes the invoice from the query it is given (spec 02 §7).
import BlockIcon from '@mui/icons-material/Block';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { INVOICE_PDF_IN_PAGE, INVOICE_PDF_URL } from '../../config';
import { invoiceCalls, type Invoice } from '../../contract/facturas';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { FormField, ResourceSchema, BadgeColor } from '../../declaration/types';
import { formatDate, formatDecimal } from '../../common/format';
import { encodeQuery } from '../../dataProvider/query';
import type { ScreenMenu } from '../../screenFile/format';

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

const fields: FormField[] = [
  { source: 'titularFactura', label: 'Nombre del cliente', kind: 'text', required: true },
  { source: 'identificacionCliente', label: 'NIF/NIE', kind: 'text', required: true, transform: (typed) => typed.toUpperCase() },
  { source: 'concepto', label: 'Concepto', kind: 'text', required: true },
];

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Facturas', icon: 'receipt-long', before: '/contabilidad/cajas' };

export const declaration: ResourceSchema<Invoice> = {
  name: 'contabilidad/facturas',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: invoiceCalls.list, params: (filter) => ({ mes: filter.mes, centro: filter.academia }) },
    update: {
      call: invoiceCalls.update,
      params: (invoice) => ({
        id: invoice.id,
        nombre: invoice.titularFactura,
        identificacion_cliente: invoice.identificacionCliente,
        concepto: invoice.concepto,
      }),
    },
    // Cancels the invoice: it stays listed, as 'Anulada'.
    delete: { call: invoiceCalls.cancel, params: (id) => ({ id }) },
  },
  list: {
    title: 'Facturas',
    controls: [
      { kind: 'academy', source: 'academia', label: 'Academia' },
      { kind: 'month', source: 'mes', label: 'Mes', back: 12, forward: 0 },
    ],
    columns: [
      { source: 'codigo', label: 'Número' },
      { source: 'fecha', label: 'Fecha', type: 'date' },
      { source: 'nombreAlumno', label: 'Alumno' },
      { source: 'titularFactura', label: 'Cliente' },
      { source: 'identificacionCliente', label: 'NIF/NIE' },
      { source: 'concepto', label: 'Concepto' },
      { source: 'importe', label: 'Importe', type: 'money', value: (invoice) => invoice.importe },
      { source: 'anulada', key: 'estado', label: 'Estado', type: 'badge', badge: invoiceStateBadge },
    ],
    actions: [
      {
        kind: 'open',
        label: 'Ver',
        icon: VisibilityIcon,
        href: (invoice) => invoicePdfUrl(invoice, INVOICE_PDF_URL),
        fetchInPage: INVOICE_PDF_IN_PAGE ? { errorTitle: 'Error al recuperar la factura' } : undefined,
      },
      { kind: 'edit', visible: isActiveInvoice },
      {
        kind: 'delete',
        label: 'Anular',
        icon: BlockIcon,
        visible: isActiveInvoice,
        confirm: {
          title: '¿Seguro que quieres anular esta factura?',
          content: 'La factura seguirá en la lista como anulada, para que la numeración siga siendo consecutiva.',
          confirmLabel: 'Anular',
        },
        success: { title: 'Factura anulada', content: 'La factura se ha anulado correctamente' },
        errorTitle: 'Error al anular la factura',
      },
    ],
    search: (invoice) => [invoice.codigo, invoice.nombreAlumno, invoice.titularFactura, invoice.identificacionCliente, invoice.concepto],
    sort: { field: 'codigo', order: 'ASC' },
    exportName: 'facturas-mes',
    loadErrorTitle: 'Error al recuperar las facturas',
  },
  edit: {
    title: 'Editar factura',
    submitLabel: 'Actualizar',
    fields,
    submitWhenComplete: true,
    success: { title: 'Factura actualizada', content: 'La factura se ha actualizado correctamente' },
    errorTitle: 'Error al actualizar la factura',
  },
};
