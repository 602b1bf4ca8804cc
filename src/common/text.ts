// Texts made of values that may be missing or of another kind than text (DESIGN.md, "Reading
// answers"): never 'null', 'undefined', '[object Object]', '()' or a dangling separator on screen.

/** A value shown as text: a text as it is, a number or a flag as written; nothing for no value or an object. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** The parts that are there (not null, undefined or empty), joined by `separator`: a missing part is left out with its separator. */
export function joinPresent(parts: readonly (string | null | undefined)[], separator = ' '): string {
  return parts.filter((part): part is string => Boolean(part)).join(separator);
}

/** '(text)', or '' when there is no text: never '()'. */
export const inParentheses = (text: string | null | undefined): string => (text ? `(${text})` : '');
