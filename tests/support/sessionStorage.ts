import { vi } from 'vitest';

/** An in-memory sessionStorage, as the browser has and Node does not, in place for the test. */
export function fakeSessionStorage(): Storage {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  vi.stubGlobal('sessionStorage', storage);
  return storage;
}
