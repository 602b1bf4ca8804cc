import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readView, writeView, type UrlParams, type ViewOf } from './urlParams';
import { cancelUrlWrites, chosenNow, scheduleUrlWrite, stillCurrent, type ChosenAt, type UrlWriter } from './urlWrites';

interface UrlStateOptions {
  /** False keeps the values in the component only (a table among several on one screen). */
  inUrl?: boolean;
}

/** Values chosen on screen, and when (see ChosenAt). */
interface Chosen<V> {
  at: ChosenAt;
  values: V;
}

/**
 * A screen's view state in the URL's query string: `params` (keep them stable, module level or
 * memoised) name each value's key, default and valid values. Reload, a shared link and the
 * back button show the same view; nonsense in the URL reads as the defaults.
 *
 * A change shows at once from the component's state, and reaches the URL when the user pauses
 * (replacing the history entry), so typing never waits for the router. The values chosen stay
 * the ones shown until the URL is changed by something else (back, forward, a link): they may
 * hold what the URL cannot, such as a date being typed.
 */
export function useUrlState<P extends UrlParams>(params: P, { inUrl = true }: UrlStateOptions = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = inUrl ? location.search : '';
  const fromUrl = useMemo(() => readView(params, new URLSearchParams(search)), [params, search]);
  const [chosen, setChosen] = useState<Chosen<ViewOf<P>>>();
  const view = chosen && (!inUrl || stillCurrent(chosen.at, location)) ? chosen.values : fromUrl;

  const writer = useRef<UrlWriter>({ location, navigate });
  useLayoutEffect(() => {
    writer.current = { location, navigate };
  });
  useEffect(() => () => cancelUrlWrites(writer), []);

  const setView = useCallback(
    (patch: Partial<ViewOf<P>>) => {
      // Chosen on the location this handler was rendered with, or on a later write of the
      // console's own that has not rendered yet: then its values are the ones to add to.
      const at = chosenNow(location);
      setChosen((current) => ({
        at,
        values: { ...(current && (!inUrl || stillCurrent(current.at, location)) ? current.values : fromUrl), ...patch },
      }));
      if (inUrl) scheduleUrlWrite(writer, { at, write: (query) => writeView(params, patch, query) });
    },
    [location, fromUrl, inUrl, params],
  );
  return [view, setView] as const;
}
