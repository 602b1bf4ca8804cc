import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

/** How long an answer kept for its screen's call stays good to give (see staleAtOnce). */
const KEPT_FOR_MS = 10_000;

/** What identifies a list's call: the data provider ignores pagination and sort (lists come whole). */
const listKey = (resource: string, filter: unknown) => `${resource} ${JSON.stringify(filter ?? {})}`;

/** The parameters react-admin's useGetList gives a list by default, but for its filter: its cache key. */
const listParams = (filter: Record<string, unknown>): GetListParams => ({
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'DESC' },
  filter,
});

/**
 * Lets the console ask for the list its address opens while react-admin is still starting.
 * Answered before its screen asks, the list waits in react-admin's cache, where the screen
 * finds it as its own answer and shows it in its first render (unless its reads are stale at
 * once, see staleAtOnce). Otherwise the screen's first call takes the early one instead of
 * asking again, and goes through react-admin as any other: a failure is shown, or ends the
 * session (401), the same way. Calls for other lists meanwhile (a screen's choices, as the
 * users of the access logs) leave it to its own: a second call for 20,000 logs would cost the
 * first row a quarter of a second.
 */
export function withEarlyList<D extends DataProvider>(dataProvider: D, queryClient: QueryClient) {
  let early: { key: string; answer: Promise<GetListResult>; keptSince?: number } | undefined;
  const withEarly: D = {
    ...dataProvider,
    getList(resource: string, params: GetListParams) {
      if (early?.key !== listKey(resource, params.filter)) return dataProvider.getList(resource, params);
      const taken = early;
      early = undefined;
      const outdated = taken.keptSince !== undefined && Date.now() - taken.keptSince > KEPT_FOR_MS;
      return outdated ? dataProvider.getList(resource, params) : taken.answer;
    },
  };
  // A list whose reads are stale at once (the library's default policy) would be shown from the
  // cache and asked for again as its screen mounts: its answer waits for that call instead, for
  // 10 s at most; a user who went elsewhere before the screen showed would find it old on coming
  // back.
  const staleAtOnce = (resource: string) => queryClient.getQueryDefaults([resource]).staleTime === 0;

  /** Asks for `resource`'s list with the server filter its screen will ask with (the URL's). */
  function askEarly(resource: string, filter: Record<string, unknown> = {}) {
    const params = listParams(filter);
    const call: NonNullable<typeof early> = { key: listKey(resource, filter), answer: dataProvider.getList(resource, params) };
    early = call;
    call.answer.then(
      (answer) => {
        if (early !== call) return;
        if (staleAtOnce(resource)) {
          call.keptSince = Date.now();
          return;
        }
        early = undefined;
        queryClient.setQueryData([resource, 'getList', params], answer);
      },
      // Not reported here: the screen reports it when it takes this call.
      () => undefined,
    );
  }
  return { dataProvider: withEarly, askEarly };
}
