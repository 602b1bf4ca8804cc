// JSON values in the browser's sessionStorage. Where there is none (Node tests) or it refuses
// (storage disabled, quota exceeded by a large demo scale), the demo keeps working in memory.

const storage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function readStored(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the value; when it cannot be stored, drops any older copy so that it is not read back. */
export function writeStored(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    removeStored(key);
  }
}

export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove from a storage that refuses every call.
  }
}
