import path from 'node:path';
import type { Plugin } from 'vite';

interface LoadedWithinConsoleOptions {
  /** The console's module, from the project's root. */
  console: string;
  /** The modules, and folders of modules, that run without the console: their lazy imports are left alone. */
  outside: readonly string[];
}

/** A dynamic import of a module named by a literal: `import('./pages')`. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * Tells the bundler that what the console loads lazily only ever runs inside the console: each
 * module the console's code imports dynamically (an area, a page, a dialog, the charts) gets a
 * static import of the console's module, which is already loaded whenever it runs.
 *
 * Why: rolldown splits shared code by the set of entries that reach each module. Every lazy
 * module that reached a different part of the console's code cut the console's first screen
 * into another small file (it came in 36 files, many under 1 KB, each one more request and less
 * compression). With the console's whole code reachable from each of them, the console's
 * modules are shared alike and stay together; what the lazy modules share among themselves
 * is still split as before. Rollup works this out on its own; rolldown does not yet.
 */
export function loadedWithinConsole({ console: consoleModule, outside }: LoadedWithinConsoleOptions): Plugin {
  let consoleId = '';
  let outsideIds: string[] = [];
  const isOutside = (id: string) => outsideIds.some((excluded) => id === excluded || id.startsWith(`${excluded}${path.sep}`));
  const lazyModules = new Set<string>();

  return {
    name: 'loaded-within-console',
    apply: 'build',
    configResolved({ root }) {
      consoleId = path.resolve(root, consoleModule);
      outsideIds = outside.map((folderOrFile) => path.resolve(root, folderOrFile));
      lazyModules.clear();
    },
    // A module is transformed before the modules it imports, so a lazy module is known by the
    // time it is transformed itself.
    async transform(code, id) {
      if (!id.includes('/node_modules/') && !isOutside(id)) {
        for (const [, , specifier] of code.matchAll(DYNAMIC_IMPORT)) {
          const resolved = await this.resolve(specifier, id);
          if (resolved && !resolved.external && resolved.id !== consoleId && !resolved.id.includes('/node_modules/')) lazyModules.add(resolved.id);
        }
      }
      // At the end, where the source maps need no shift: an import is hoisted wherever it stands.
      return lazyModules.has(id) ? { code: `${code}\nimport ${JSON.stringify(consoleId)};\n`, map: null } : null;
    },
    // The one way this could go wrong: a module the console loads lazily, also imported
    // statically by code that runs without the console, would bring the whole console with it.
    buildEnd() {
      for (const root of outsideIds) {
        const reached = new Set(this.getModuleInfo(root) ? [root] : []);
        for (const id of reached) {
          const info = this.getModuleInfo(id);
          const dynamic = new Set(info?.dynamicallyImportedIds);
          for (const imported of info?.importedIds ?? []) if (!dynamic.has(imported)) reached.add(imported);
        }
        const lazy = [...reached].find((id) => lazyModules.has(id) || id === consoleId);
        if (lazy) this.error(`${path.relative(process.cwd(), root)} imports ${path.relative(process.cwd(), lazy)} statically, which the console loads lazily`);
      }
    },
  };
}
