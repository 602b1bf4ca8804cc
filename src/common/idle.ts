/**
 * Runs `task` when the browser is next idle (at the latest after `timeout` ms) and returns a
 * canceller, for a useEffect to return. Falls back to a plain timer where requestIdleCallback
 * is missing (Safari, jsdom).
 */
export function runWhenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}
