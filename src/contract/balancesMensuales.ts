// Monthly balances (spec 02 §3, §7): /api/core/interno/contabilidad/balance-mensual.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { computed, day, entity, listOf, number, shown, text } from './fields';

const PATH = '/api/core/interno/contabilidad/balance-mensual/list';

/** The figures of a month: every one is added up in the totals row and the result. */
const figures = {
  ventas: computed(number),
  ventaTeorica: computed(number),
  deuda: computed(number),
  deudaMes: computed(number),
  ingresos: computed(number),
  ingresosDesasignados: computed(number),
};

/** One academy through a year: each balance is its month, named and ordered by its date. */
export const balanceOfMonth = entity('BalanceMensual', z.object({ fecha: computed(day), centro: shown(text), ...figures }));
/** Every academy in a month: each balance is its academy, named and ordered by it. */
export const balanceOfAcademy = entity('BalanceMensualCentro', z.object({ fecha: shown(day), centro: computed(text), ...figures }));

/** A balance as both screens read it; the result is derived by the console (spec 02 §3). */
export type MonthlyBalance = z.output<typeof balanceOfMonth> | z.output<typeof balanceOfAcademy>;

export const balanceCalls = {
  ofYear: apiCall({
    method: 'GET',
    path: `${PATH}/year`,
    summary: "One academy's balance of each month of a year.",
    query: { periodo: param('year', { example: '2026' }), centro: param('academy', { example: 'GOYA' }) },
    answer: listOf(z.pipe(balanceOfMonth, z.transform((balance) => ({ ...balance, id: balance.fecha })))),
  }),
  ofMonth: apiCall({
    method: 'GET',
    path: `${PATH}/month`,
    summary: "Every academy's balance of one month.",
    query: { mes: param('month', { example: '03/2026' }) },
    answer: listOf(z.pipe(balanceOfAcademy, z.transform((balance) => ({ ...balance, id: balance.centro })))),
  }),
};
