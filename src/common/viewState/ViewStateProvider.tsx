import { debounce } from 'nuqs';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { useState, type ReactNode } from 'react';
import { ShownViews, type ShownView } from './shownViews';

/**
 * The one rate limit of every view's URL writes, measured (README "Every view is a link"):
 * debounced, so that the address, and the render of every part that follows it, comes once the
 * user pauses rather than within the keystroke, sort click or page step that changed it. Not
 * shallow: the router's location follows each write, so links and dialogs built from it carry
 * the view. Writes replace the history entry (nuqs' default), so the back button never steps
 * through them.
 */
const VIEW_WRITES = { shallow: false, limitUrlUpdates: debounce(300) };

/** Keeps the screens' views in the URL (nuqs on react-router): mounted once, inside the router. */
export function ViewStateProvider({ children }: { children: ReactNode }) {
  const [shown] = useState(() => new Set<ShownView>());
  return (
    <NuqsAdapter defaultOptions={VIEW_WRITES}>
      <ShownViews.Provider value={shown}>{children}</ShownViews.Provider>
    </NuqsAdapter>
  );
}
