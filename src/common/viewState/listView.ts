import { useCallback, useMemo, useState } from 'react';
import type { SortPayload } from 'react-admin';
import { pageParam, ROWS_PER_PAGE_OPTIONS, rowsPerPageParam, sortOrderParam, sortParam, textParam, type SortableColumn, type ViewOf } from './urlParams';
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
}

type ListValues = ViewOf<ReturnType<typeof listParams>>;

/** A new search, sort or number of rows goes back to the first page. */
function useListViewOf(values: ListValues, set: (patch: Partial<ListValues>) => void): ListView {
  const { search, sortField, sortOrder, page, perPage } = values;
  const sort = useMemo(() => ({ field: sortField, order: sortOrder }), [sortField, sortOrder]);
  const setSearch = useCallback((next: string) => set({ search: next, page: 1 }), [set]);
  const setSort = useCallback((next: SortPayload) => set({ sortField: next.field, sortOrder: next.order, page: 1 }), [set]);
  const setPage = useCallback((next: number) => set({ page: next }), [set]);
  const setPerPage = useCallback((next: number) => set({ perPage: next, page: 1 }), [set]);
  return useMemo(
    () => ({ search, sort, page, perPage, setSearch, setSort, setPage, setPerPage }),
    [search, sort, page, perPage, setSearch, setSort, setPage, setPerPage],
  );
}

/** A table's search, sort and page, in the URL. */
export function useListView({ columns, defaultSort }: ListViewOptions): ListView {
  const params = useMemo(() => listParams(columns, defaultSort), [columns, defaultSort]);
  const [values, setValues] = useUrlState(params);
  return useListViewOf(values, setValues);
}

/** The same, held by the component: for a table among several on one screen, whose views stay out of the URL. */
export function useLocalListView(defaultSort: SortPayload): ListView {
  const [values, setValues] = useState<ListValues>(() => ({
    search: '',
    sortField: defaultSort.field,
    sortOrder: defaultSort.order,
    page: 1,
    perPage: ROWS_PER_PAGE_OPTIONS[0],
  }));
  const set = useCallback((patch: Partial<ListValues>) => setValues((current) => ({ ...current, ...patch })), []);
  return useListViewOf(values, set);
}
