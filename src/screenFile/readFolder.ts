// Reads the folder of configured screens that the production server serves beside the console
// (`/pantallas/`, deploy/serve's SCREENS_DIR): its index, then each file it lists. Started once
// the console is idle after it starts (App.tsx) and never awaited, so that a compiled screen's
// first row waits for none of this. Without a folder (the index is not there) there are no
// configured screens and nothing more is fetched: the checker and the compiler, with zod, are a
// lazy chunk loaded only when an index is there.
import type { ScreenFolder } from './configuredScreens';

/** Where the server serves the folder. */
export const SCREENS_FOLDER = '/pantallas';

/** A file of the folder: its text, or null when the server does not give it. */
export type ReadFile = (file: string) => Promise<string | null>;

const NO_SCREENS: ScreenFolder = { screens: [], failed: [], misconfigured: [] };

/** A JSON media type: application/json, or a +json one. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * A file of the folder, revalidated on every load (`no-cache`). Only a 200 with a JSON type
 * counts as the file: vite preview, and any server that falls back to the app, answers a
 * missing file with index.html. No answer at all counts as missing too, and so does one that takes
 * longer than `waitMs`: until the folder is read, an address no compiled screen has shows
 * 'Cargando' rather than 'not found', which a server that never answers must not make endless.
 */
export function fileReader(fetchFile: typeof fetch, folder = SCREENS_FOLDER, waitMs = 10_000): ReadFile {
  return async (file) => {
    try {
      const response = await fetchFile(`${folder}/${encodeURIComponent(file)}`, {
        cache: 'no-cache',
        credentials: 'same-origin',
        signal: AbortSignal.timeout(waitMs),
      });
      const isJson = response.status === 200 && JSON_TYPE.test(response.headers.get('Content-Type') ?? '');
      return isJson ? await response.text() : null;
    } catch {
      return null;
    }
  };
}

interface ReadOptions {
  /** The compiled screens' routes: a file may not take one of them. */
  compiledRoutes: readonly string[];
  readFile?: ReadFile;
}

/**
 * The folder's screens and the files left out. Never rejects: a folder that cannot be read in
 * full leaves the console as it would be without it, with what could be read.
 */
export async function readScreenFolder({ compiledRoutes, readFile = fileReader(fetch) }: ReadOptions): Promise<ScreenFolder> {
  const index = await readFile('index.json');
  if (index === null) return NO_SCREENS;
  try {
    const { checkFolder } = await import('./checkFolder');
    return await checkFolder(index, readFile, compiledRoutes);
  } catch (error) {
    // The checker's chunk could not be fetched (offline, a new version deployed): the
    // configured screens are missing from this load, as without a folder.
    console.error('No se han podido leer las pantallas configuradas', error);
    return NO_SCREENS;
  }
}
