import { startTransition } from 'react';
import { App } from './App';
import { root } from './root';

/**
 * Replaces whatever the page shows (nothing yet, or the sign-in page) with the console. Drawn as
 * a transition, in slices, so that what arrives meanwhile is not held behind the first render:
 * the early call for the opened list (earlyList.ts) waits for its area's declarations, which
 * otherwise ran only once the whole first render was done.
 */
export function showConsole() {
  startTransition(() => root.render(<App />));
}
