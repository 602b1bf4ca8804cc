import { CACHED_READS } from '../../../dataProvider/readPolicy';
import { paymentCalls, type PendingPayment } from '../../../contract/pagos';
import { paymentTypeLabel } from './payments';
import type { ResourceSchema } from '../../../declaration/types';
import { monthOfAcademy, PAYMENT_LIST_CONTROLS } from './paymentLists';

/** Screen 5: the payments of a month and academy with money still owed. */
export const pagosPendientes: ResourceSchema<PendingPayment & { id: number }> = {
  name: 'contabilidad/pagos/pendientes',
  readPolicy: CACHED_READS,
  endpoints: { list: { call: paymentCalls.pending, params: monthOfAcademy } },
  list: {
    title: 'Pagos pendientes',
    controls: PAYMENT_LIST_CONTROLS,
    columns: [
      { source: 'alumno', label: 'Alumno' },
      { source: 'concepto', label: 'Concepto' },
      { source: 'tipo', label: 'Tipo', value: (payment) => paymentTypeLabel(payment.tipo) },
      { source: 'importe', label: 'Importe', type: 'money', value: (payment) => payment.importe, total: 'sum' },
      { source: 'deuda', label: 'Deuda', type: 'money', value: (payment) => payment.deuda, total: 'sum' },
    ],
    search: (payment) => [payment.alumno, payment.concepto, paymentTypeLabel(payment.tipo)],
    sort: { field: 'alumno', order: 'ASC' },
    totalsLabel: 'Total',
    exportName: 'pagos-pendientes',
    loadErrorTitle: 'Error al recuperar los pagos pendientes',
  },
};
