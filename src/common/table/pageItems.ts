/** A page number, or a gap standing for the pages left out between its neighbours. */
export type PageItem = number | 'gap';

/** Past this many pages, some are left out. */
const MAX_ITEMS = 7;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The buttons of a pager on `page` of `count` pages: every page up to seven; beyond that,
 * always seven slots: the first and last pages, the current one with its neighbours, and a
 * gap wherever pages are left out, so that the buttons keep their places while stepping.
 */
export function pageItems(page: number, count: number): PageItem[] {
  if (count <= MAX_ITEMS) return range(1, count);
  if (page <= 4) return [...range(1, 5), 'gap', count];
  if (page >= count - 3) return [1, 'gap', ...range(count - 4, count)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', count];
}
