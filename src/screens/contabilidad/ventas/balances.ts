// Monthly balances (spec 02 §3): what an academy sold and collected in a month, and what is
// left owing. The columns of both balance screens ('Ventas por centro', 'Ventas por mes') are here.
import { MONTH_NAMES } from '../../../common/format';
import { fromCents, toCents } from '../../../common/money';
import type { MonthlyBalance } from '../../../contract/balancesMensuales';
import type { ListColumn } from '../../../declaration/types';

export type { MonthlyBalance };

/** A balance as a row of the screens: named by its month or academy. */
export type BalanceRow = MonthlyBalance & { id: string };

/**
 * The derived result: what is left owing, net of the money received and not yet assigned —
 * deuda + deudaMes − ingresosDesasignados (equal to sales + services − income when the income
 * is the paid part of both plus the unassigned money). Positive is money still to collect.
 */
export function balanceResult(balance: MonthlyBalance): number {
  return fromCents(toCents(balance.deuda) + toCents(balance.deudaMes) - toCents(balance.ingresosDesasignados));
}

/** 'Enero' for a balance of January. */
export function balanceMonthName(balance: MonthlyBalance): string {
  return balance.fecha ? (MONTH_NAMES[Number(balance.fecha.slice(5, 7)) - 1] ?? '') : '';
}

/**
 * The figures of a balance, coloured by sign: sales, services and income normally, the debts
 * and the result reversed (more is worse). Each adds up in the totals row.
 */
export const BALANCE_FIGURES: readonly ListColumn<BalanceRow>[] = [
  { source: 'ventas', label: 'Ventas', type: 'money', value: (balance) => balance.ventas, signColour: 'normal', total: 'sum' },
  { source: 'deuda', label: 'Deuda ventas', type: 'money', value: (balance) => balance.deuda, signColour: 'reversed', total: 'sum' },
  { source: 'ventaTeorica', label: 'Servicios', type: 'money', value: (balance) => balance.ventaTeorica, signColour: 'normal', total: 'sum' },
  { source: 'deudaMes', label: 'Deuda servicios', type: 'money', value: (balance) => balance.deudaMes, signColour: 'reversed', total: 'sum' },
  { source: 'ingresos', label: 'Ingresos', type: 'money', value: (balance) => balance.ingresos, signColour: 'normal', total: 'sum' },
  { source: 'ingresosDesasignados', label: 'Ingresos sin asignar', type: 'money', value: (balance) => balance.ingresosDesasignados, signColour: 'normal', total: 'sum' },
  { source: 'resultado', label: 'Resultado', type: 'money', value: balanceResult, signColour: 'reversed', total: 'sum' },
];

export const BALANCES_LOAD_ERROR = 'Error al recuperar los balances mensuales';
