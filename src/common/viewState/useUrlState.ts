import { useQueryStates } from 'nuqs';
import { useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { ShownViews } from './shownViews';
import { viewParsers, type UrlParams, type ViewOf } from './urlParams';

/** Sets some values of a view (the others stay); null is a value's default. */
export type SetView<P extends UrlParams> = (patch: Partial<{ [K in keyof P]: ViewOf<P>[K] | null }>) => void;

/**
 * A screen's view state in the URL's query string, through nuqs' useQueryStates
 * (ViewStateProvider): `params` (keep them stable, module level or memoised) name each value's
 * key, default and valid values, and the defaults are worked out as the screen opens. Reload, a
 * shared link and the back button show the same view; nonsense in the URL reads as the defaults.
 * A change shows at once and reaches the URL once the user pauses.
 */
export function useUrlState<P extends UrlParams>(params: P): readonly [ViewOf<P>, SetView<P>] {
  const { parsers, urlKeys } = useMemo(() => viewParsers(params), [params]);
  const [view, setView] = useQueryStates(parsers, { urlKeys });

  // ViewLink writes the values shown into the links it follows, even before the URL has them.
  const shown = useContext(ShownViews);
  const latest = useRef(view);
  useLayoutEffect(() => {
    latest.current = view;
  });
  useLayoutEffect(() => {
    if (!shown) return undefined;
    const entry = { parsers, urlKeys, values: () => latest.current };
    shown.add(entry);
    return () => {
      shown.delete(entry);
    };
  }, [shown, parsers, urlKeys]);

  return [view as ViewOf<P>, setView];
}
