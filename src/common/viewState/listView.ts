import { useCallback, useMemo } from 'react';
import type { SortPayload } from 'react-admin';
import { pageParam, rowsPerPageParam, sortOrderParam, sortParam, textParam, type SortableColumn } from './urlParams';
import { useUrlState } from './useUrlState';

/** The parameters of a table: `buscar`, `orden`, `sentido`, `pagina` and `filas`. */
export function listParams(columns: readonly SortableColumn[], defaultSort: SortPayload) {
  return {
    search: textParam('buscar'),
    sortField: sortParam('orden', columns, defaultSort.field),
    sortOrder: sortOrderParam('sentido', defaultSort.order),
    page: pageParam('pagina'),
    perPage: rowsPerPageParam('filas'),
  };
}

/** The search, sort and page of a table, and how to change them. */
export interface ListView {
  search: string;
  sort: SortPayload;
  page: number;
  perPage: number;
  setSearch: (search: string) => void;
  setSort: (sort: SortPayload) => void;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
}

interface ListViewOptions {
  /** Keep them stable (module level or memoised): they are read once per change. */
  columns: readonly SortableColumn[];
  defaultSort: SortPayload;
  /** False for a table among several on one screen: its view stays in the component. */
  inUrl?: boolean;
}

/**
 * A table's search, sort and page, in the URL. A new search, sort or number of rows goes back
 * to the first page.
 */
export function useListView({ columns, defaultSort, inUrl = true }: ListViewOptions): ListView {
  const params = useMemo(() => listParams(columns, defaultSort), [columns, defaultSort]);
  const [view, setView] = useUrlState(params, { inUrl });
  const { search, sortField, sortOrder, page, perPage } = view;
  const sort = useMemo(() => ({ field: sortField, order: sortOrder }), [sortField, sortOrder]);
  const setSearch = useCallback((next: string) => setView({ search: next, page: 1 }), [setView]);
  const setSort = useCallback(
    (next: SortPayload) => setView({ sortField: next.field, sortOrder: next.order, page: 1 }),
    [setView],
  );
  const setPage = useCallback((next: number) => setView({ page: next }), [setView]);
  const setPerPage = useCallback((next: number) => setView({ perPage: next, page: 1 }), [setView]);
  return useMemo(
    () => ({ search, sort, page, perPage, setSearch, setSort, setPage, setPerPage }),
    [search, sort, page, perPage, setSearch, setSort, setPage, setPerPage],
  );
}
