import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';

/** The file of the build that holds its Content-Security-Policy, read by deploy/site-conf. */
export const POLICY_FILE = 'content-security-policy.txt';

/** Files worth compressing: text (images in public/ are SVG, text too). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;

/** Every file under a folder, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * What the production server needs from a build, written with it: the policy worked out from
 * the build's own settings, and a gzip copy of each text file beside it (`x.js.gz`), which
 * nginx sends as it is (`gzip_static`), compressed once at the best level rather than on each request.
 */
export function hostingFiles(): Plugin {
  let outDir = '';
  let policy = '';
  return {
    name: 'hosting-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The VITE_* variables as the bundle's `import.meta.env` gets them (environment and .env files).
      policy = contentSecurityPolicy(config.env);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: POLICY_FILE, source: `${policy}\n` });
    },
    // After the bundle and the public files are written.
    closeBundle() {
      for (const file of filesUnder(outDir).filter((name) => COMPRESSIBLE.test(name))) {
        const content = readFileSync(file);
        const compressed = gzipSync(content, { level: 9 });
        if (compressed.length < content.length) writeFileSync(`${file}.gz`, compressed);
      }
    },
  };
}
