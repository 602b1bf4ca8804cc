// Money as the accounting screens add it up: in whole cents, so that sums and differences of
// euros never drift (0.1 + 0.2 is 0.30000000000000004 in floating point, but 10 + 20 cents is 30).
import type { NumberInput } from './format';

/**
 * Whole cents of an amount in euros: 12.345 → 1235 (half a cent rounds away from zero); nothing,
 * NaN and infinities count as 0.
 */
export function toCents(value: NumberInput | string): number {
  const euros = typeof value === 'string' ? Number(value) : value;
  if (euros == null || !Number.isFinite(euros)) return 0;
  // The epsilon rounds 1.005 (stored as 1.00499…) up to 101 cents, as it is written.
  return Math.sign(euros) * Math.round(Math.abs(euros) * 100 + 1e-7);
}

/** Whole cents as euros: 1235 → 12.35. */
export const fromCents = (cents: number): number => cents / 100;

/** The sum of amounts in euros, added as cents. */
export function sumEuros(amounts: Iterable<NumberInput | string>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

/** a + b in euros, without drift. */
export const addEuros = (a: NumberInput, b: NumberInput): number => fromCents(toCents(a) + toCents(b));

/** a − b in euros, without drift. */
export const subtractEuros = (a: NumberInput, b: NumberInput): number => fromCents(toCents(a) - toCents(b));

const AMOUNT = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * An amount as typed in a field (already sanitised: digits, a dot and a minus), in euros with
 * at most two decimals; undefined when it is no number ('', '-', '1.2.3', '1-2').
 */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return undefined;
  return fromCents(toCents(Number(trimmed)));
}

/**
 * What the sign of an amount means to the reader: a gain, a loss or nothing. `reversed` is for
 * figures where more is worse (a debt, what is still owed): there a positive amount is a loss.
 */
export type SignTone = 'gain' | 'loss' | 'neutral';

export function signTone(value: NumberInput, reversed = false): SignTone {
  const cents = toCents(value);
  if (cents === 0) return 'neutral';
  return cents > 0 !== reversed ? 'gain' : 'loss';
}
