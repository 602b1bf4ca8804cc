import { useCallback, useEffect, useMemo } from 'react';
import { useGetList, type RaRecord, type SortPayload } from 'react-admin';
import type { QueryParams } from '../../dataProvider/query';
import { runWhenIdle } from '../idle';
import { once } from '../once';
import { createSearchIndex, filterBySearch } from '../search';
import { useErrorToast } from '../useErrorToast';
import { useListView } from '../viewState/listView';
import type { SortableColumn } from '../viewState/urlParams';
import type { SortOrder } from './clientRows';
import { useClientList } from './useClientList';

interface SearchableListOptions<R extends RaRecord> {
  resource: string;
  /** The server's parameters: a change asks the server again and goes back to page 1. */
  filter: QueryParams;
  /** The title of the notification of a failed load (its content is the server's reason). */
  errorTitle: string;
  /** The texts the search box looks in; keep it stable (module level) so rows are indexed once. */
  searchFields: (row: R) => readonly unknown[];
  /** The table's columns, by which a sort is named in the URL; keep them stable. */
  columns: readonly SortableColumn[];
  /** The sort the list opens with; keep it stable. */
  sort: SortPayload;
  /** As useClientList's; keep it stable too: a new function re-sorts on every render. */
  sortBy?: (rows: readonly R[], field: string, order: SortOrder) => readonly R[];
  /** False while the list cannot be asked for (a required control without a value): no rows. */
  enabled?: boolean;
  /** The records' natural order, applied once per answer before any sort by a column; keep it stable. */
  order?: (a: R, b: R) => number;
}

const NO_ROWS: never[] = [];

/**
 * A whole list from the server with the console's search box over it. A failed load is
 * notified and shows no rows; the rows are normalised for search once per answer, and a new
 * search or server filter starts from the first page. The search, sort and page are in the URL.
 */
export function useSearchableList<R extends RaRecord>({
  resource,
  filter,
  errorTitle,
  searchFields,
  columns,
  sort,
  sortBy,
  enabled = true,
  order,
}: SearchableListOptions<R>) {
  const { data, isPending, error, refetch } = useGetList<R>(resource, { filter }, { enabled });
  useErrorToast(error, errorTitle);
  const view = useListView({ columns, defaultSort: sort });
  const { search } = view;
  const rows = useMemo(() => {
    if (error || !data) return NO_ROWS;
    return order ? [...data].sort(order) : data;
  }, [data, error, order]);
  // Normalising 10,000 rows takes about 30 ms, which must not delay the first rows: the index
  // is built when the browser is next idle, or by the first search if that comes sooner.
  const index = useMemo(() => once(() => createSearchIndex(rows, searchFields)), [rows, searchFields]);
  useEffect(() => runWhenIdle(index), [index]);
  const matches = useCallback((sorted: readonly R[]) => filterBySearch(sorted, index(), search), [index, search]);
  const { context, allRows } = useClientList<R>({
    resource,
    rows,
    filter: search ? matches : undefined,
    isPending: isPending && enabled,
    view,
    sortBy,
    refetch,
    pageKey: JSON.stringify(filter),
  });
  return { context, allRows, search, setSearch: view.setSearch };
}
