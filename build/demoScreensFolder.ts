import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the console reads the folder (src/screenFile/readFolder.ts), and where the build writes it. */
const SERVED_AT = 'pantallas';

/**
 * A demo build (no VITE_API_URL) ships the example folder of configured screens (`folder`, from
 * the project's root: its index, its screens and the format's JSON Schema they name in
 * "$schema") as `pantallas/` of the build: what `npm start` shows and an administrator can copy.
 * Vite's dev server serves the same files at the same place. A build for a real API ships none:
 * the operator's folder is served beside it (deploy/serve's SCREENS_DIR).
 */
export function demoScreensFolder(folder: string): Plugin {
  let files = new Map<string, string>();
  return {
    name: 'demo-screens-folder',
    configResolved(config) {
      const folderPath = path.resolve(config.root, folder);
      const names = config.env.VITE_API_URL ? [] : readdirSync(folderPath).filter((name) => name.endsWith('.json'));
      files = new Map(names.map((name) => [name, path.join(folderPath, name)]));
    },
    generateBundle() {
      for (const [name, file] of files) this.emitFile({ type: 'asset', fileName: `${SERVED_AT}/${name}`, source: readFileSync(file) });
    },
    configureServer(server) {
      server.middlewares.use(`/${SERVED_AT}`, (request, response, next) => {
        const file = files.get(decodeURIComponent((request.url ?? '').split('?')[0].slice(1)));
        if (!file) return next();
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(file));
      });
    },
  };
}
