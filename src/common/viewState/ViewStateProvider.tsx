import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import type { ReactNode } from 'react';

/**
 * Not shallow: the router's location follows each write, so that links and dialogs built from
 * it carry the view. Writes replace the history entry, so the back button never steps through
 * them, and nuqs' default throttle (50 ms) keeps them within what browsers allow.
 */
const VIEW_WRITES = { shallow: false };

/** Keeps the screens' views in the URL (nuqs on react-router): mounted once, inside the router. */
export function ViewStateProvider({ children }: { children: ReactNode }) {
  return <NuqsAdapter defaultOptions={VIEW_WRITES}>{children}</NuqsAdapter>;
}
