import path from 'node:path';
import type { Plugin } from 'vite';

/** A dynamic import of a module named by a literal: `import('./pages')`. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"`])([^'"`]+)\1\s*\)/g;

/**
 * Wraps each dynamic import of the console's own code (`folder`, and the modules our plugins
 * write, `virtual:…`) in `retryingImport` (its module,
 * `helper`), so that a lazy chunk whose fetch failed is asked for again when it is next needed:
 * see src/common/retryingImport.ts for why the browser would not.
 */
export function retryableImports({ folder, helper }: { folder: string; helper: string }): Plugin {
  let folderPath = '';
  let helperPath = '';
  return {
    name: 'retryable-imports',
    apply: 'build',
    configResolved({ root }) {
      folderPath = path.resolve(root, folder);
      helperPath = path.resolve(root, helper);
    },
    transform(code, id) {
      const ours = id.startsWith(folderPath + path.sep) || id.startsWith('\0virtual:');
      if (!ours || id === helperPath || !code.includes('import(')) return null;
      const wrapped = code.replace(DYNAMIC_IMPORT, (call) => `__retryingImport(() => ${call})`);
      // At the end, where the source maps need no shift: an import is hoisted wherever it stands.
      return { code: `${wrapped}\nimport { retryingImport as __retryingImport } from ${JSON.stringify(helperPath)};\n`, map: null };
    },
  };
}
