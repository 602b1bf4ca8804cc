// Sorting and paging of a whole list held on the client (lists come whole from the server).
export type SortOrder = 'ASC' | 'DESC';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Compares two values that are not empty. */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * A new array sorted by one field, stable, with Spanish collation for text; empty values go
 * last in either order so that a descending sort still starts with real data.
 */
export function sortRows<T>(rows: readonly T[], field: string, order: SortOrder): T[] {
  const direction = order === 'DESC' ? -1 : 1;
  const keyed = rows.map((row, index) => ({ row, index, value: (row as Record<string, unknown>)[field] }));
  keyed.sort((x, y) => {
    const xEmpty = isEmpty(x.value);
    const yEmpty = isEmpty(y.value);
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? x.index - y.index : xEmpty ? 1 : -1;
    return direction * compareValues(x.value, y.value) || x.index - y.index;
  });
  return keyed.map((entry) => entry.row);
}

/** The rows of one page (pages count from 1). */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage;
  return rows.slice(start, start + perPage);
}

/** The last page that has rows, at least 1. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
