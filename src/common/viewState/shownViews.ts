import { createContext } from 'react';
import { readView, sameValue, writeView, type UrlParams } from './urlParams';

/**
 * A view on screen: its parameters and the values it shows now, which may be ahead of the URL
 * for up to the pause of ViewStateProvider.
 */
export interface ShownView {
  params: UrlParams;
  values: () => Record<string, unknown>;
}

/** The views on screen, which useUrlState adds its own to (ViewStateProvider). */
export const ShownViews = createContext<Set<ShownView> | null>(null);

/**
 * The query string of `search` with the values the views on screen show and it does not (yet)
 * written into it, as the URL will soon be; null when it shows them all already.
 */
export function shownSearch(views: Iterable<ShownView>, search: string): string | null {
  const query = new URLSearchParams(search);
  let changed = false;
  for (const { params, values } of views) {
    const inUrl = readView(params, query);
    const ahead = Object.fromEntries(Object.entries(values()).filter(([name, value]) => name in params && !sameValue(params[name], value, inUrl[name])));
    if (!Object.keys(ahead).length) continue;
    changed = true;
    writeView(params, ahead, query);
  }
  const text = query.toString();
  return changed ? (text ? `?${text}` : '') : null;
}
