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
 * Which history entry values were chosen on: the key of the location its writes started from.
 * A write replaces its location with a new one (a new key) in the same entry; the entry keeps
 * the key it started with in its state, so a later write's location is still the one the values
 * belong to, and any other one (back, forward, a link) is not, even an entry written here before.
 */
export interface ChosenAt {
  origin: string;
}

/** The mark of a location written here, in its history state: the key its entry started with. */
const WRITE_MARK = 'viewStateOrigin';

/** The key of the location `location`'s entry started with: its own unless written here. */
function originOf(location: Location): string {
  const state: unknown = location.state;
  const mark = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[WRITE_MARK] : undefined;
  return typeof mark === 'string' ? mark : location.key;
}

export const chosenNow = (location: Location): ChosenAt => ({ origin: originOf(location) });

/** Whether `location` is the one values chosen at `at` belong to (see ChosenAt). */
export const stillCurrent = (at: ChosenAt, location: Location): boolean => originOf(location) === at.origin;

interface PendingWrite {
  at: ChosenAt;
  write: (query: URLSearchParams) => void;
}

/** The pause after the last change; well under the time it takes to copy an address. */
export const URL_WRITE_DELAY_MS = 300;

const pending = new Map<{ current: UrlWriter }, PendingWrite[]>();
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The query string last written, and the entry it was written into. The router renders a new
 * location in a transition, which a click's own update may come before: the screen then still
 * holds the location before that write, whose query string lacks it.
 */
let lastWrite: { origin: string; pathname: string; search: string } | undefined;

/** The query string `location`'s entry has now: the last write's when it went into that entry. */
export function currentSearch(location: Location): string {
  const written = lastWrite && lastWrite.origin === originOf(location) && lastWrite.pathname === location.pathname;
  return written ? (lastWrite as { search: string }).search : location.search;
}

function flush() {
  const writers = [...pending.keys()];
  if (!writers.length) return;
  const { location, navigate } = writers[writers.length - 1].current;
  // Writes chosen before a navigation from elsewhere no longer apply.
  const current = [...pending.values()].flat().filter((write) => stillCurrent(write.at, location));
  pending.clear();
  if (!current.length) return;
  const before = currentSearch(location);
  const query = new URLSearchParams(before);
  current.forEach((write) => write.write(query));
  const text = query.toString();
  const search = text ? `?${text}` : '';
  if (search === before) return;
  const origin = originOf(location);
  lastWrite = { origin, pathname: location.pathname, search };
  const state: unknown = location.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: { ...base, [WRITE_MARK]: origin } });
}

/**
 * A click on a link may leave the screen before the pause ends: the writes waiting are made
 * first, into the screen's own history entry, so that the back button returns to the view as
 * it was. Listening in the capture phase runs this before the link's own handler.
 */
function flushBeforeLinks(event: MouseEvent) {
  if (!pending.size || !(event.target instanceof Element) || !event.target.closest('a[href]')) return;
  clearTimeout(timer);
  flush();
}
let listening = false;

/** Replaces the URL's query string with `write`'s changes once the user pauses. */
export function scheduleUrlWrite(writer: { current: UrlWriter }, write: PendingWrite): void {
  pending.set(writer, [...(pending.get(writer) ?? []), write]);
  clearTimeout(timer);
  timer = setTimeout(flush, URL_WRITE_DELAY_MS);
  // Only where there is a page to click on (not in Node's tests of this module).
  if (!listening && typeof document !== 'undefined') {
    listening = true;
    document.addEventListener('click', flushBeforeLinks, true);
  }
}

/**
 * Drops a view's writes not made yet: it left the screen, whose URL is no longer the current
 * one. The last write is forgotten too: a screen rendered again renders its entry's location.
 */
export function cancelUrlWrites(writer: { current: UrlWriter }): void {
  pending.delete(writer);
  lastWrite = undefined;
}
