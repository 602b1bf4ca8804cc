import { debounce } from 'nuqs';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { useState, type ReactNode } from 'react';
import { ShownViews, type ShownView } from './shownViews';

/** The pause after the last change before the URL follows; well under the time it takes to copy an address. */
const URL_WRITE_DELAY_MS = 300;

/**
 * The one rate limit of every view's URL writes. Debounced, not throttled: a screen shows a
 * change at once from nuqs' state, and the address (with the router's render of every part that
 * follows it) changes once the user pauses, so it never competes with the next keystroke, sort
 * click or page step; nuqs' throttle writes, and renders, within them (measured: bench/MEASUREMENTS.md,
 * "The debounce of URL writes"). Not shallow:
 * the router's location follows each write, so links and dialogs built from it carry the view.
 * Writes replace the history entry (nuqs' default), so the back button never steps through them.
 */
const VIEW_WRITES = { shallow: false, limitUrlUpdates: debounce(URL_WRITE_DELAY_MS) };

/** Keeps the screens' views in the URL (nuqs on react-router): mounted once, inside the router. */
export function ViewStateProvider({ children }: { children: ReactNode }) {
  const [shown] = useState(() => new Set<ShownView>());
  return (
    <NuqsAdapter defaultOptions={VIEW_WRITES}>
      <ShownViews.Provider value={shown}>{children}</ShownViews.Provider>
    </NuqsAdapter>
  );
}
