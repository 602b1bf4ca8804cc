// Texts made of values that may be missing (DESIGN.md, "Reading answers"): never 'null',
// 'undefined', '()' or a dangling separator on screen.

/** The parts that are there (not null, undefined or empty), joined by `separator`: a missing part is left out with its separator. */
export function joinPresent(parts: readonly (string | null | undefined)[], separator = ' '): string {
  return parts.filter((part): part is string => Boolean(part)).join(separator);
}

/** '(text)', or '' when there is no text: never '()'. */
export const inParentheses = (text: string | null | undefined): string => (text ? `(${text})` : '');
