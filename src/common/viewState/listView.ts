import { useCallback, useMemo } from 'react';
import type { SortPayload } from 'react-admin';
import type { SortOrder } from '../table/clientRows';
import { intParam, textParam, type UrlParam } from './urlParams';
import { useUrlState } from './useUrlState';

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];
/** More pages than any list has: a bigger number is nonsense. */
const MAX_PAGE = 1_000_000;

/** What a table needs to know of its columns to read a sort from the URL. */
export interface SortableColumn {
  source: string;
  /** The column's own key, by which it sorts; its source by default. */
  key?: string;
  label: string;
  sortable?: boolean;
}

/** A column's name in the URL: its label in lower case, without accents, words joined by '-'. */
export function columnKey(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The sorted column, by its name in the URL (`orden=proximo-contacto`). */
function sortFieldParam(columns: readonly SortableColumn[], defaultField: string): UrlParam<string> {
  const sortable = columns.filter((column) => column.sortable !== false);
  const fieldOf = (column: SortableColumn) => column.key ?? column.source;
  const byKey = new Map(sortable.map((column) => [columnKey(column.label), fieldOf(column)]));
  const bySource = new Map(sortable.map((column) => [fieldOf(column), columnKey(column.label)]));
  return {
    key: 'orden',
    fallback: () => defaultField,
    parse: (text) => byKey.get(columnKey(text)),
    // The default may be no column (a table in its natural order): it is never written.
    format: (field) => bySource.get(field) ?? '',
  };
}

const sortOrderParam = (fallback: SortOrder): UrlParam<SortOrder> => ({
  key: 'sentido',
  fallback: () => fallback,
  parse: (text) => ({ asc: 'ASC' as const, desc: 'DESC' as const })[text.toLowerCase()],
  format: (order) => order.toLowerCase(),
});

const rowsPerPageParam: UrlParam<number> = {
  key: 'filas',
  fallback: () => ROWS_PER_PAGE_OPTIONS[0],
  parse: (text) => ROWS_PER_PAGE_OPTIONS.find((option) => String(option) === text),
  format: String,
};

/** The parameters of a table: `buscar`, `orden`, `sentido`, `pagina` and `filas`. */
export function listParams(columns: readonly SortableColumn[], defaultSort: SortPayload) {
  return {
    search: textParam('buscar'),
    sortField: sortFieldParam(columns, defaultSort.field),
    sortOrder: sortOrderParam(defaultSort.order as SortOrder),
    page: intParam('pagina', { min: 1, max: MAX_PAGE }, () => 1),
    perPage: rowsPerPageParam,
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
    (next: SortPayload) => setView({ sortField: next.field, sortOrder: next.order as SortOrder, page: 1 }),
    [setView],
  );
  const setPage = useCallback((next: number) => setView({ page: next }), [setView]);
  const setPerPage = useCallback((next: number) => setView({ perPage: next, page: 1 }), [setView]);
  return useMemo(
    () => ({ search, sort, page, perPage, setSearch, setSort, setPage, setPerPage }),
    [search, sort, page, perPage, setSearch, setSort, setPage, setPerPage],
  );
}
