// Client-side search: case-insensitive, ignoring spaces and accents (DESIGN.md "Search").
// Rows are normalised once into an index so that a keystroke costs one substring test per row.

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
  return value == null ? '' : normalizeSearchText(String(value));
}

/** One normalised haystack per row, in row order; rebuild it whenever the rows change. */
export function createSearchIndex<T>(rows: readonly T[], fields: (row: T) => readonly unknown[]): string[] {
  return rows.map((row) => fields(row).map(fieldText).join(FIELD_SEPARATOR));
}

/**
 * The rows whose indexed fields contain the query. A blank query returns `rows` itself, so that
 * memoised consumers see no change.
 */
export function filterBySearch<T>(rows: readonly T[], index: readonly string[], query: string): readonly T[] {
  const needle = normalizeSearchText(query);
  if (!needle) return rows;
  if (index.length !== rows.length) throw new Error('filterBySearch: the index was built from other rows');
  const found: T[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (index[i].includes(needle)) found.push(rows[i]);
  }
  return found;
}
