// How a declared list opens: the sort it starts with and the order its rows come in, and its
// heading, which may count the rows found.
import type { SortPayload } from 'react-admin';
import type { Comparator, ListSort, ResourceSchema } from './types';

/** The sort of a list in its natural order: by no column, so the rows keep the order they are in. */
export const NATURAL_ORDER: SortPayload = { field: '', order: 'ASC' };

/** The sort a list opens with, and the comparison that puts its rows in their natural order, if any. */
export function openingOrder<R>(sort: ListSort<R>): { sort: SortPayload; compare?: Comparator<R> } {
  return 'compare' in sort ? { sort: NATURAL_ORDER, compare: sort.compare } : { sort };
}

/** The list's heading for the number of rows found. */
export function titleOf(title: ResourceSchema['list']['title'], count: number): string {
  return typeof title === 'function' ? title(count) : title;
}
