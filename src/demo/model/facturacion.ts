// Rows of the accounting area's balances, invoices and cash registers as the demo stores them:
// the contract's records (spec 02 §3) plus what the demo keeps to answer them.
import type { balanceOfMonth } from '../../contract/balancesMensuales';
import type { CashRegister } from '../../contract/cajas';
import type { CashState } from '../../contract/vocabulary';
import type { Invoice } from '../../contract/facturas';
import type * as z from 'zod/mini';

/**
 * An invoice, with the day and academy that place it; the demo always says whether it is
 * cancelled: a cancelled one stays, so that the numbering has no gaps.
 */
export type Factura = Invoice & { fecha: string; centro: string; anulada: boolean };

export type EstadoCaja = CashState;

/** One academy's cash register of one day. */
export type Caja = Omit<CashRegister, 'estado'> & {
  estado: EstadoCaja;
  /** The demo's own: the register's academy (the call is asked for one). */
  centro: string;
  /** The day's cash income (not answered): what the theoretical final adds to the initial balance. */
  ingresosEfectivo: number;
};

/** An academy's balance of one month (not stored: worked out from the academy and the month). */
export type BalanceMensual = z.output<typeof balanceOfMonth> & { centro: string };
