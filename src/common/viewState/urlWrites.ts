// Writing a view's values into the URL once the user pauses: the router renders every screen
// part that follows the location, and that render must neither delay a keystroke's rows nor
// share the main thread with the next keystroke, sort click or page step. The changes made
// until the pause (several keystrokes, or a filter and the list's page) become one history
// replacement, so the back button never steps through them.
import type { Location, NavigateFunction } from 'react-router-dom';

/** Where a view lives now: its hook keeps this up to date as it renders. */
export interface UrlWriter {
  location: Location;
  navigate: NavigateFunction;
}

/**
 * When values were chosen: the location they were chosen on, and how many writes had been
 * made by then. A location is still the one they belong to when it is that location, or a
 * later write's: any other one came from elsewhere (back, forward, a link).
 */
export interface ChosenAt {
  key: string;
  writes: number;
}

/** The mark of a location written here, in its history state. */
const WRITE_MARK = 'viewStateWrite';

/** How many writes have been made: each marks its location with its number. */
let writes = 0;

export const chosenNow = (location: Location): ChosenAt => ({ key: location.key, writes });

function writeOf(location: Location): number {
  const state: unknown = location.state;
  const mark = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[WRITE_MARK] : undefined;
  return typeof mark === 'number' ? mark : -1;
}

/** Whether `location` is the one values chosen at `at` belong to (see ChosenAt). */
export const stillCurrent = (at: ChosenAt, location: Location): boolean => location.key === at.key || writeOf(location) >= at.writes;

interface PendingWrite {
  at: ChosenAt;
  write: (query: URLSearchParams) => void;
}

/** The pause after the last change; well under the time it takes to copy an address. */
export const URL_WRITE_DELAY_MS = 300;

const pending = new Map<{ current: UrlWriter }, PendingWrite[]>();
let timer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  const writers = [...pending.keys()];
  if (!writers.length) return;
  const { location, navigate } = writers[writers.length - 1].current;
  // Writes chosen before a navigation from elsewhere no longer apply.
  const current = [...pending.values()].flat().filter((write) => stillCurrent(write.at, location));
  pending.clear();
  if (!current.length) return;
  const query = new URLSearchParams(location.search);
  current.forEach((write) => write.write(query));
  const text = query.toString();
  const search = text ? `?${text}` : '';
  if (search === location.search) return;
  writes += 1;
  const state: unknown = location.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: { ...base, [WRITE_MARK]: writes } });
}

/** Replaces the URL's query string with `write`'s changes once the user pauses. */
export function scheduleUrlWrite(writer: { current: UrlWriter }, write: PendingWrite): void {
  pending.set(writer, [...(pending.get(writer) ?? []), write]);
  clearTimeout(timer);
  timer = setTimeout(flush, URL_WRITE_DELAY_MS);
}

/** Drops a view's writes not made yet: it left the screen, whose URL is no longer the current one. */
export function cancelUrlWrites(writer: { current: UrlWriter }): void {
  pending.delete(writer);
}
