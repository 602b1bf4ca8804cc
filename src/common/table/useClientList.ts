import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListControllerResult, RaRecord, SortPayload } from 'react-admin';
import { runWhenIdle } from '../idle';
import { once } from '../once';
import { firstSortedRows, lastPage, pageOf, sortRows, type SortOrder } from './clientRows';

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

interface ClientListOptions<R extends RaRecord> {
  resource: string;
  /** Every row, in server order. */
  rows: readonly R[];
  /**
   * Keeps the rows to show (a search), given the sorted rows: the list is sorted once per
   * sort, not once per keystroke. None while nothing is filtered out.
   */
  filter?: (sorted: readonly R[]) => readonly R[];
  /** When it changes (a new server filter: month, academy…), the list goes back to page 1. */
  pageKey?: string;
  isPending: boolean;
  sort: SortPayload;
  refetch?: () => void;
  /**
   * Orders the rows for a sort; by default by the field's values (see sortRows). Another one
   * orders every row even for the first page: firstSortedRows knows sortRows' order only.
   */
  sortBy?: (rows: readonly R[], field: string, order: SortOrder) => readonly R[];
  /** Every row on one page: for short computed tables (funnels, totals) that have no pager. */
  singlePage?: boolean;
}

const noop = () => undefined;

/**
 * A react-admin list context over rows held on the client: sorting and paging never refetch,
 * and `allRows()` gives every row shown, in order, for the download. Selection is off in this
 * console.
 */
export function useClientList<R extends RaRecord>({
  resource,
  rows,
  isPending,
  sort: initialSort,
  refetch,
  sortBy = sortRows,
  singlePage = false,
  filter,
  pageKey = '',
}: ClientListOptions<R>) {
  const [sort, setSortState] = useState<SortPayload>(initialSort);
  // The page chosen, and under which key: under another key the list starts on page 1.
  const [chosenPage, setChosenPage] = useState({ key: pageKey, page: 1 });
  const page = chosenPage.key === pageKey ? chosenPage.page : 1;
  const setPage = useCallback((next: number) => setChosenPage({ key: pageKey, page: next }), [pageKey]);
  const [chosenPerPage, setPerPageState] = useState(ROWS_PER_PAGE_OPTIONS[0]);
  const perPage = singlePage ? Math.max(1, rows.length) : chosenPerPage;

  // A list opens on its first page, which firstSortedRows picks out without ordering every
  // row. The whole order is worked out once, when first needed (another page, a search, the
  // download) or else when the browser is next idle.
  const sortAll = useMemo(() => once(() => sortBy(rows, sort.field, sort.order)), [sortBy, rows, sort.field, sort.order]);
  useEffect(() => runWhenIdle(sortAll), [sortAll]);
  const firstPageOnly = page === 1 && !filter && !singlePage && sortBy === sortRows;
  const sorted = useMemo(() => (firstPageOnly ? undefined : filter ? filter(sortAll()) : sortAll()), [firstPageOnly, filter, sortAll]);
  const total = sorted ? sorted.length : rows.length;
  // A shorter list (new search, new filter) must not leave the user on a page past its end.
  const currentPage = Math.min(page, lastPage(total, perPage));
  const data = useMemo(
    () => (sorted ? pageOf(sorted, currentPage, perPage) : firstSortedRows(rows, sort.field, sort.order, perPage)),
    [sorted, currentPage, perPage, rows, sort.field, sort.order],
  );
  const allRows = useCallback(() => sorted ?? sortAll(), [sorted, sortAll]);

  const setSort = useCallback(
    (next: SortPayload) => {
      setSortState(next);
      setPage(1);
    },
    [setPage],
  );
  const setPerPage = useCallback(
    (next: number) => {
      setPerPageState(next);
      setPage(1);
    },
    [setPage],
  );

  const context = useMemo(
    () =>
      ({
        resource,
        data: isPending ? undefined : data,
        total: isPending ? undefined : total,
        meta: undefined,
        error: null,
        isPending,
        isLoading: isPending,
        isFetching: isPending,
        page: currentPage,
        perPage,
        setPage,
        setPerPage,
        sort,
        setSort,
        hasNextPage: currentPage < lastPage(total, perPage),
        hasPreviousPage: currentPage > 1,
        filterValues: {},
        displayedFilters: {},
        setFilters: noop,
        showFilter: noop,
        hideFilter: noop,
        selectedIds: [],
        onSelect: noop,
        onSelectAll: noop,
        onToggleItem: noop,
        onUnselectItems: noop,
        refetch: refetch ?? noop,
        exporter: false,
      }) as ListControllerResult<R>,
    [resource, data, total, isPending, currentPage, perPage, setPage, setSort, setPerPage, sort, refetch],
  );

  /** Back to the first page, for a new search. */
  const resetPage = useCallback(() => setPage(1), [setPage]);
  return { context, allRows, resetPage };
}
