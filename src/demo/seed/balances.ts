// Monthly balances, from 2015 (spec 02 §9) or the academy's opening to its closing or the
// current month. Not a table: each is worked out from its academy and month (read-only data),
// in whole cents, so that income always equals the paid part of sales and services plus the
// unassigned money: ingresos = (ventas − deuda) + (ventaTeorica − deudaMes) + ingresosDesasignados.
import type { BalanceMensual } from '../model/facturacion';
import type { Centro } from '../model/administracion';
import { createRandom, seedFrom } from '../random';

export const FIRST_BALANCE_MONTH = '2015-01';

/** Lower in July and August, when few students come. */
const SEASON = [1, 1, 0.95, 0.9, 0.95, 0.9, 0.45, 0.25, 1.1, 1.15, 1.1, 0.85];

/** 'yyyy-MM' of a date. */
export const monthKey = (iso: string) => iso.slice(0, 7);

/** True when the academy has a balance in the month 'yyyy-MM', up to `currentMonth`. */
export function hasBalance(academy: Centro, month: string, currentMonth: string): boolean {
  const first = monthKey(academy.fechaApertura) > FIRST_BALANCE_MONTH ? monthKey(academy.fechaApertura) : FIRST_BALANCE_MONTH;
  const last = academy.fechaCierre && monthKey(academy.fechaCierre) < currentMonth ? monthKey(academy.fechaCierre) : currentMonth;
  return month >= first && month <= last;
}

/** The balance of an academy in the month 'yyyy-MM'. */
export function balanceOf(academy: Centro, month: string): BalanceMensual {
  const random = createRandom(seedFrom(`balance/${academy.nombre}/${month}`));
  const size = academy.capacidad * SEASON[Number(month.slice(5, 7)) - 1];
  const cents = (euros: number) => Math.round(euros * 100);
  // A month of refunds now and then: sales below zero.
  const ventas = random.chance(0.04) ? -cents(random.int(50, 900) + random.next()) : cents(size * random.int(60, 110) + random.next());
  const ventaTeorica = cents(size * random.int(70, 120) + random.next());
  const deuda = ventas > 0 ? Math.round(ventas * random.int(0, 12) / 100) : 0;
  const deudaMes = Math.round(ventaTeorica * random.int(0, 10) / 100);
  // Money received and not yet assigned: at times more than all the debts (a negative result).
  const ingresosDesasignados = random.chance(0.25) ? deuda + deudaMes + cents(random.int(10, 400)) : cents(random.int(0, 300));
  const ingresos = ventas - deuda + (ventaTeorica - deudaMes) + ingresosDesasignados;
  const euros = (value: number) => value / 100;
  return {
    fecha: `${month}-01`,
    centro: academy.nombre,
    ventas: euros(ventas),
    ventaTeorica: euros(ventaTeorica),
    deuda: euros(deuda),
    deudaMes: euros(deudaMes),
    ingresos: euros(ingresos),
    ingresosDesasignados: euros(ingresosDesasignados),
  };
}
