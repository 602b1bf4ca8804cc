// Client-side search: case-insensitive, ignoring spaces and accents (DESIGN.md "Search").
// Rows are normalised once into an index so that a keystroke costs one substring test per row.
// The index is keyed by row, so it serves the rows in any order: a list is sorted once and a
// keystroke only filters the sorted rows.
import { plainText } from './text';

// Control characters are stripped from normalised text, so a query can never contain this
// separator and never match across the end of one field and the start of the next.
const FIELD_SEPARATOR = '\u0001';
// Whitespace, combining marks (the accents NFD splits off) and control characters.
const IGNORED = /[\s\p{M}\p{Cc}]+/gu;

/** 'José  Pérez' → 'joseperez'. Lowercased before NFD so that marks from casing are stripped too. */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(IGNORED, '');
}

function fieldText(value: unknown): string {
  return normalizeSearchText(plainText(value));
}

export type SearchIndex<T> = ReadonlyMap<T, string>;

/** One normalised haystack per row; rebuild it whenever the rows change. */
export function createSearchIndex<T>(rows: readonly T[], fields: (row: T) => readonly unknown[]): SearchIndex<T> {
  const index = new Map<T, string>();
  for (const row of rows) index.set(row, fields(row).map(fieldText).join(FIELD_SEPARATOR));
  return index;
}

/**
 * The rows whose indexed fields contain the query, in the order given. A blank query returns
 * `rows` itself, so that memoised consumers see no change. A row missing from the index never
 * matches.
 */
export function filterBySearch<T>(rows: readonly T[], index: SearchIndex<T>, query: string): readonly T[] {
  const needle = normalizeSearchText(query);
  if (!needle) return rows;
  const found: T[] = [];
  for (const row of rows) {
    if (index.get(row)?.includes(needle)) found.push(row);
  }
  return found;
}
