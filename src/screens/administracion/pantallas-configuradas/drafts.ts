// The drafts of screen files: the editor's text kept in the browser (localStorage) per file as
// the administrator types, until it is downloaded and published by the operator or discarded.
// A draft is never a screen: the menu and the routes come only from the served folder.
import { useSyncExternalStore } from 'react';

const PREFIX = 'pantallas-configuradas:borrador:';

/** The draft key of a new screen's file, whose name its route decides later. */
export const NEW_FILE = 'nueva';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The files with a draft, as a sorted, comma-joined key: a stable snapshot for React. */
function draftKeys(): string {
  const files: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(PREFIX)) files.push(key.slice(PREFIX.length));
  }
  return JSON.stringify(files.sort());
}

export const drafts = {
  read: (file: string): string | null => localStorage.getItem(PREFIX + file),
  /** Keeps `text` as the file's draft; a browser that refuses (storage full, private mode) keeps none. */
  write: (file: string, text: string): void => {
    try {
      localStorage.setItem(PREFIX + file, text);
    } catch {
      return;
    }
    changed();
  },
  discard: (file: string): void => {
    localStorage.removeItem(PREFIX + file);
    changed();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    // Another tab's draft too.
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
};

/** The files that have a draft in this browser, sorted. */
export function useDraftFiles(): readonly string[] {
  const keys = useSyncExternalStore(drafts.subscribe, draftKeys);
  return JSON.parse(keys) as string[];
}
