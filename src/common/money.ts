// Amounts of money as whole cents, so that sums and differences of euros never drift (0.1 + 0.2
// is 0.30000000000000004 in floating point, but 10 + 20 cents is 30).

/** Euros as whole cents: 12.345 → 1235 (half a cent rounds away from zero). */
export function toCents(euros: number): number {
  // The epsilon rounds 1.005 (stored as 1.00499…) up to 101 cents, as it is written.
  return Math.sign(euros) * Math.round(Math.abs(euros) * 100 + 1e-7);
}

/** Whole cents as euros: 1235 → 12.35. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** The sum of amounts in euros, added as cents. */
export function sumEuros(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

/** a + b in euros, without drift. */
export function addEuros(a: number, b: number): number {
  return fromCents(toCents(a) + toCents(b));
}

/** a − b in euros, without drift. */
export function subtractEuros(a: number, b: number): number {
  return fromCents(toCents(a) - toCents(b));
}

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
