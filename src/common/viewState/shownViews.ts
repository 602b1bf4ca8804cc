import { createLoader, createSerializer, type ParserMap } from 'nuqs';
import { createContext } from 'react';

/**
 * A view on screen: its nuqs parsers and their keys (viewParsers), and the values it shows now,
 * which may be ahead of the URL for up to the pause of ViewStateProvider.
 */
export interface ShownView {
  parsers: ParserMap;
  urlKeys: Record<string, string>;
  values: () => Record<string, unknown>;
}

/** The views on screen, which useUrlState adds its own to (ViewStateProvider). */
export const ShownViews = createContext<Set<ShownView> | null>(null);

/**
 * `search` with the values the views on screen show and it does not (yet) written into it, as
 * nuqs will write them once the pause ends; the other keys stay as they are.
 */
export function shownSearch(views: Iterable<ShownView>, search: string): string {
  let shown = search;
  for (const { parsers, urlKeys, values } of views) {
    const inUrl = createLoader(parsers, { urlKeys })(shown);
    const write = createSerializer(parsers, { urlKeys });
    // A loader over a ParserMap of any parsers types its values as any.
    const ahead = Object.entries(values()).filter(([name, value]) => write({ [name]: value }) !== write({ [name]: inUrl[name] as unknown }));
    if (ahead.length) shown = write(shown, Object.fromEntries(ahead));
  }
  return shown;
}
