// What a promo code brought in, per academy (`codigo-promocional/list/usage`, spec 02 §3):
// `{ "<academy>": { centro, pagos, pagos_tarifa, pagos_pack_horas } }`, split into plain
// payments, tariffs and hour packs.
import { amountOf, entriesOf } from './mapAnswers';

/** One academy's income from the code. */
export interface PromoCodeUsage {
  /** The academy, which names the row. */
  id: string;
  centro: string;
  pagos: number;
  pagosTarifa: number;
  pagosPackHoras: number;
  /** The three together. */
  total: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** One row per academy, its income split as the server gives it and added up. */
export function promoCodeUsageRows(answer: unknown): PromoCodeUsage[] {
  return entriesOf(answer, 'centro').map(([key, value]) => {
    const usage = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const centro = typeof usage.centro === 'string' && usage.centro ? usage.centro : key;
    const pagos = amountOf(usage.pagos);
    const pagosTarifa = amountOf(usage.pagos_tarifa);
    const pagosPackHoras = amountOf(usage.pagos_pack_horas);
    return { id: centro, centro, pagos, pagosTarifa, pagosPackHoras, total: cents(pagos + pagosTarifa + pagosPackHoras) };
  });
}
