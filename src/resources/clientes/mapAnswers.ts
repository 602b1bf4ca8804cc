// The answers that map one thing to another (DESIGN.md, API contract): a JSON object keyed by
// it, or an array of the same items, which the console also accepts.

/** The answer's entries, `[key, value]`: an object's own, or each array item under its `keyField`. */
export function entriesOf(answer: unknown, keyField: string): [string, unknown][] {
  if (Array.isArray(answer)) {
    return answer.flatMap((item: unknown) => {
      const key = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[keyField] : undefined;
      return typeof key === 'string' ? [[key, item] as [string, unknown]] : [];
    });
  }
  return typeof answer === 'object' && answer !== null ? Object.entries(answer) : [];
}

/** A number from the answer; anything else counts as 0. */
export const amountOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);
