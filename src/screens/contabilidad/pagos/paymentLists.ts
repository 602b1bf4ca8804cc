// What the two payment lists share (spec 02 §2, accounting): the academy and month chosen above
// the table, sent as `centro` and `mes`.
import type { ListControl, ListFilter } from '../../../declaration/types';

/** The months offered: a year back, the current one and the next. */
export const PAYMENT_LIST_CONTROLS: readonly ListControl[] = [
  { kind: 'academy', source: 'academia', label: 'Academia' },
  { kind: 'month', source: 'mes', label: 'Mes', back: 12, forward: 1 },
];

/** The pending payments' list, its screen file's route without the leading slash (pendientes.json). */
export const PENDING_PAYMENTS = 'contabilidad/pagos/pendientes';

export const monthOfAcademy = (filter: ListFilter) => ({ mes: filter.mes, centro: filter.academia });
