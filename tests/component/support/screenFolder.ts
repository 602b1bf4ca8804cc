import { vi } from 'vitest';

/**
 * The page's fetch as the browser's while the console runs in the test: same-origin paths
 * resolved against the page, `files` served beside the console at /pantallas/ (any other file is
 * a 404), and everything else passed on to the fetch of the moment (MSW's, with the demo API).
 * With `holdIndex`, the index is answered only once `release` is called. Undo with
 * vi.unstubAllGlobals().
 */
export function serveScreenFolder(files: Readonly<Record<string, string>>, { holdIndex = false } = {}) {
  const apiFetch = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { indexAsked: false, release };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!url.pathname.startsWith('/pantallas/')) return apiFetch(url, init);
    const file = decodeURIComponent(url.pathname.slice('/pantallas/'.length));
    if (file === 'index.json') {
      state.indexAsked = true;
      if (holdIndex) await held;
    }
    const text = files[file];
    return text === undefined ? new Response('Not found', { status: 404 }) : new Response(text, { headers: { 'Content-Type': 'application/json' } });
  });
  return state;
}
