// Money as the accounting screens add it up: in whole cents, so that a column of euros with two
// decimals sums to the figure an accountant gets by hand (0.1 + 0.2 is 0.30 €, not 0.30000000000000004).
import type { NumberInput } from './format';

/** Whole cents of an amount in euros; nothing, NaN and infinities count as 0. */
export function toCents(value: NumberInput | string): number {
  const amount = typeof value === 'string' ? Number(value) : value;
  return amount == null || !Number.isFinite(amount) ? 0 : Math.round(amount * 100);
}

/** Euros from whole cents. */
export const fromCents = (cents: number): number => cents / 100;

/** The sum of amounts in euros, added in cents. */
export function sumMoney(values: Iterable<NumberInput | string>): number {
  let cents = 0;
  for (const value of values) cents += toCents(value);
  return fromCents(cents);
}

/** `a − b` in euros, worked out in cents. */
export const subtractMoney = (a: NumberInput, b: NumberInput): number => fromCents(toCents(a) - toCents(b));

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
