import { useCallback, useMemo, useState } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';
import { createSearchIndex, filterBySearch } from '../search';
import type { SortOrder } from './clientRows';
import { useClientList } from './useClientList';

const NO_ROWS: never[] = [];

interface SearchableListOptions<R extends RaRecord> {
  resource: string;
  /** The server's answer; a failed load shows no rows. */
  data: readonly R[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch?: () => void;
  /** The texts the search box looks in; keep it stable (module level) so rows are indexed once. */
  searchFields: (row: R) => readonly unknown[];
  sort: SortPayload;
  /** Keep it stable too: a new function re-sorts on every render. */
  sortBy?: (rows: readonly R[], field: string, order: SortOrder) => readonly R[];
}

/**
 * A whole list answered by the server with the console's search box over it: the rows are
 * normalised for search once per answer, and a new search starts from the first page.
 */
export function useSearchableList<R extends RaRecord>({ data, error, isPending, searchFields, ...options }: SearchableListOptions<R>) {
  const [search, setSearchText] = useState('');
  const rows = error ? NO_ROWS : (data ?? NO_ROWS);
  const index = useMemo(() => createSearchIndex(rows, searchFields), [rows, searchFields]);
  const filter = useCallback((sorted: readonly R[]) => filterBySearch(sorted, index, search), [index, search]);
  const { context, sorted, resetPage } = useClientList<R>({ ...options, rows, filter, isPending: isPending && !error });
  const setSearch = useCallback(
    (value: string) => {
      setSearchText(value);
      resetPage();
    },
    [resetPage],
  );
  return { context, sorted, resetPage, search, setSearch };
}
