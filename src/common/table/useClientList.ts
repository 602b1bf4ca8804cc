import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListControllerResult, RaRecord } from 'react-admin';
import type { ListView } from '../viewState/listView';
import { lastPage, pageOf, sortRows, type SortOrder } from './clientRows';

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
  /** The sort, page and rows per page (useListView). */
  view: ListView;
  /** Asks the server again: React Query's refetch, whose promise never rejects. */
  refetch?: () => unknown;
  /** Orders the rows for a sort; by default by the field's values (see sortRows). */
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
  view,
  refetch,
  sortBy = sortRows,
  singlePage = false,
  filter,
  pageKey = '',
}: ClientListOptions<R>) {
  const { sort, setSort } = view;
  // The key the view's page was chosen under (the one the screen opened with, for a page read
  // from the URL): under another key the list starts on page 1.
  const [pageChosenUnder, setPageChosenUnder] = useState(pageKey);
  const page = pageChosenUnder === pageKey ? view.page : 1;
  const { setPage: setViewPage } = view;
  const setPage = useCallback(
    (next: number) => {
      setPageChosenUnder(pageKey);
      setViewPage(next);
    },
    [pageKey, setViewPage],
  );
  const perPage = singlePage ? Math.max(1, rows.length) : view.perPage;

  // Sorted once per sort; a keystroke only filters the sorted rows.
  const sortedAll = useMemo(() => sortBy(rows, sort.field, sort.order), [sortBy, rows, sort.field, sort.order]);
  const sorted = useMemo(() => (filter ? filter(sortedAll) : sortedAll), [filter, sortedAll]);
  const total = sorted.length;
  // A page past the end (a shorter list, a URL's nonsense) shows the first page.
  const currentPage = page > lastPage(total, perPage) ? 1 : page;
  const data = useMemo(() => pageOf(sorted, currentPage, perPage), [sorted, currentPage, perPage]);
  const allRows = useCallback(() => sorted, [sorted]);

  // The URL follows the page shown once the rows are known: back to no page after a new
  // server filter, or in place of one past the end.
  const shownPage = isPending ? view.page : currentPage;
  useEffect(() => {
    if (shownPage !== view.page) setViewPage(shownPage);
  }, [shownPage, view.page, setViewPage]);

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
        setPerPage: view.setPerPage,
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
    [resource, data, total, isPending, currentPage, perPage, setPage, setSort, view.setPerPage, sort, refetch],
  );
  return { context, allRows };
}
