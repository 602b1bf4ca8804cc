import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

/** What identifies a list's call: the data provider ignores pagination and sort (lists come whole). */
const listKey = (resource: string, filter: unknown) => `${resource} ${JSON.stringify(filter ?? {})}`;

/**
 * Lets the console ask for the list its address opens while react-admin is still starting.
 * The screen's first call then takes that call instead of asking again, and goes through
 * react-admin as any other: its failure is shown, or ends the session (401), the same way.
 * Any other list asked for first drops it: the user went elsewhere.
 */
export function withEarlyList<D extends DataProvider>(dataProvider: D) {
  let early: { key: string; answer: Promise<GetListResult> } | undefined;
  const withEarly: D = {
    ...dataProvider,
    getList(resource: string, params: GetListParams) {
      const taken = early?.key === listKey(resource, params.filter) ? early.answer : undefined;
      early = undefined;
      return taken ?? dataProvider.getList(resource, params);
    },
  };
  function askEarly(resource: string) {
    const answer = dataProvider.getList(resource, { filter: {} });
    // Not reported here: the screen reports it when it takes the answer.
    answer.catch(() => undefined);
    early = { key: listKey(resource, {}), answer };
  }
  return { dataProvider: withEarly, askEarly };
}
