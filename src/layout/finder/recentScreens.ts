// The screens opened last, which the finder offers before anything is typed. Kept as paths in
// react-admin's store (which the console keeps in localStorage), so they survive a reload.
import type { FinderScreen } from './screenMatch';

/** The store key of the recent screens' paths, the last opened first. */
export const RECENT_SCREENS_KEY = 'finder.recentScreens';

/** How many recent screens the finder offers. */
export const RECENT_LIMIT = 5;

/** The recent paths as stored, or none if what the browser kept is not a list of paths. */
export function storedPaths(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The recent paths once `path` has been opened: it first, without its earlier visit, at most RECENT_LIMIT. */
export function rememberScreen(recent: readonly string[], path: string): string[] {
  return [path, ...recent.filter((earlier) => earlier !== path)].slice(0, RECENT_LIMIT);
}

/**
 * The recent screens to offer, the last opened first: not the one on screen now (the finder
 * is for going elsewhere), nor a path the menu no longer has.
 */
export function recentScreens(screens: readonly FinderScreen[], recent: readonly string[], currentPath: string | undefined): FinderScreen[] {
  return recent.flatMap((path) => {
    const screen = path === currentPath ? undefined : screens.find((candidate) => candidate.path === path);
    return screen ? [screen] : [];
  });
}
