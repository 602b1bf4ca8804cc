import { createContext } from 'react';

/**
 * A view on screen: the values it shows now, which may be ahead of the URL for up to the pause
 * of ViewStateProvider, and how nuqs writes them into a query string (its serializer).
 */
export interface ShownView {
  values(): Record<string, unknown>;
  write(search: string, values: Record<string, unknown>): string;
}

/** The views on screen, which useUrlState adds its own to (ViewStateProvider). */
export const ShownViews = createContext<Set<ShownView> | null>(null);

/** `search` with the values the views on screen show written into it, as the URL will soon be. */
export function shownSearch(views: Iterable<ShownView>, search: string): string {
  let shown = search;
  for (const view of views) shown = view.write(shown, view.values());
  return shown;
}
