// Rewrites of what users type into a field, applied keystroke by keystroke (spec 02 §5).

const NOT_DECIMAL = /[^\d.-]/g;
const NOT_UPPER_ALPHANUMERIC = /[^A-Z0-9]/g;

/**
 * An amount as typed: only digits, a dot and a minus stay, a comma becomes a dot; with
 * `noNegatives` the minus goes too. '12,5 €' → '12.5'.
 */
export function sanitizeDecimal(text: string, { noNegatives = false }: { noNegatives?: boolean } = {}): string {
  const kept = text.replaceAll(',', '.').replace(NOT_DECIMAL, '');
  return noNegatives ? kept.replaceAll('-', '') : kept;
}

/**
 * A code name: upper-case letters A-Z and digits only; accents and 'ñ' are dropped with the
 * rest, as a code is typed by customers on any keyboard. 'Verano 25!' → 'VERANO25'.
 */
export function upperCaseAlphanumeric(text: string): string {
  return text.toUpperCase().replace(NOT_UPPER_ALPHANUMERIC, '');
}
