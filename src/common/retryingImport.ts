// Chromium keeps a module whose fetch failed as failed for the page's whole life: a second
// import() of its address fails at once, without asking the server again (whatwg/html#6768).
// A lazy chunk lost to a network blip would then never load until the page is reloaded, and
// 'Reintentar' would do nothing. The build (build/retryableImports.ts) wraps each dynamic import
// of the console's code in retryingImport, which asks again under a new address.

/** The module a failed dynamic import names: Chromium's and Firefox's errors end with its address. */
export function failedModuleOf(error: unknown): string | undefined {
  return /(https?:\/\/\S+?\.js)(?:\?\S*)?\s*$/.exec(error instanceof Error ? error.message : '')?.[1];
}

/** How many times each lost module's address was asked for again. */
const retries = new Map<string, number>();

/**
 * `load()`, an import(); when a module failed before, its next load asks for it under a new
 * address (`?reintento=N`), which the server answers with the same file, while its static imports
 * keep their own addresses (the same instances as the rest of the console). The first failure is
 * told as it is, for the screen to say so and offer to try again.
 */
export async function retryingImport<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const url = failedModuleOf(error);
    if (url === undefined || !retries.has(url)) {
      if (url !== undefined) retries.set(url, 0);
      throw error;
    }
    return importAgain<T>(url);
  }
}

/** The module at `url` under its next new address; one that fails again is asked for under another next time. */
async function importAgain<T>(url: string): Promise<T> {
  const attempt = (retries.get(url) ?? 0) + 1;
  try {
    return (await import(/* @vite-ignore */ `${url}?reintento=${String(attempt)}`)) as T;
  } catch (error) {
    retries.set(url, attempt);
    throw error;
  }
}
