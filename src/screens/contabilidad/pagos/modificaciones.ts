import { CACHED_READS } from '../../../dataProvider/readPolicy';
import { paymentCalls, type ModifiedPayment } from '../../../contract/pagos';
import { modificationText } from './payments';
import type { ResourceSchema } from '../../../declaration/types';
import { monthOfAcademy, PAYMENT_LIST_CONTROLS } from './paymentLists';
import type { ScreenMenu } from '../../../screenFile/format';

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { group: 'Pagos', title: 'Pagos modificados', icon: 'payments', before: '/contabilidad/pagos/modificar' };

/** Screen 6: the payments of a month and academy whose amount was changed, with the history of changes. */
export const declaration: ResourceSchema<ModifiedPayment & { id: number }> = {
  name: 'contabilidad/pagos/modificaciones',
  readPolicy: CACHED_READS,
  endpoints: { list: { call: paymentCalls.modified, params: monthOfAcademy } },
  list: {
    title: 'Pagos modificados',
    controls: PAYMENT_LIST_CONTROLS,
    columns: [
      { source: 'alumno', label: 'Alumno' },
      { source: 'concepto', label: 'Concepto' },
      { source: 'fecha', label: 'Fecha', type: 'date' },
      { source: 'importe', label: 'Importe', type: 'money', value: (payment) => payment.importe },
      { source: 'modificacion', label: 'Modificación', type: 'money', value: (payment) => payment.modificacion, tooltip: (payment) => payment.modificaciones.map(modificationText) },
    ],
    search: (payment) => [payment.alumno, payment.concepto],
    sort: { field: 'fecha', order: 'DESC' },
    exportName: 'pagos-modificados',
    loadErrorTitle: 'Error al recuperar los pagos modificados',
  },
};
