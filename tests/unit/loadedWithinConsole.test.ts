import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadedWithinConsole } from '../../build/loadedWithinConsole';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/lazyWithinConsole');
const at = (file: string) => path.join(FIXTURE, file);

const plugin = () => loadedWithinConsole({ console: 'console.ts', outside: ['entry.ts', 'signIn.ts'] });

/** The fixture built as the console is, with these plugins: its chunks. */
async function chunksOf(plugins: Plugin[]): Promise<Rollup.OutputChunk[]> {
  const output = (await build({
    root: FIXTURE,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, rollupOptions: { input: at('entry.ts') } },
  })) as Rollup.RollupOutput;
  return output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
}

/** Runs the plugin's transform of each file, in the bundler's order (importers first), as a build does. */
async function transformed(files: string[]): Promise<Record<string, string | undefined>> {
  const transform = plugin();
  (transform.configResolved as (config: { root: string }) => void)({ root: FIXTURE });
  const context = { resolve: async (specifier: string, importer: string) => ({ id: path.resolve(path.dirname(importer), `${specifier}.ts`), external: false }) };
  const run = transform.transform as (this: typeof context, code: string, id: string) => Promise<{ code: string } | null>;
  const codes: Record<string, string | undefined> = {};
  for (const file of files) {
    codes[file] = (await run.call(context, await readFile(at(file), 'utf8'), at(file)))?.code;
  }
  return codes;
}

describe('loadedWithinConsole', () => {
  it('gives each module the console loads lazily a static import of the console, and no other module', async () => {
    const codes = await transformed(['entry.ts', 'signIn.ts', 'console.ts', 'shared.ts', 'lazyFirst.ts', 'lazySecond.ts']);
    const importsConsole = `import ${JSON.stringify(at('console.ts'))};`;
    expect(codes['lazyFirst.ts']).toContain(importsConsole);
    expect(codes['lazySecond.ts']).toContain(importsConsole);
    // Unchanged: the entry and the sign-in page (they run without the console), the console, a static import.
    expect([codes['entry.ts'], codes['signIn.ts'], codes['console.ts'], codes['shared.ts']]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('builds, and refuses a build where code that runs without the console would bring it along', async () => {
    const chunks = await chunksOf([plugin()]);
    const signIn = chunks.find((chunk) => chunk.facadeModuleId === at('signIn.ts'));
    expect(signIn?.code).not.toContain('first part of the console');
    const signInImportsAnArea = { name: 'sign-in-imports-an-area', transform: (code: string, id: string) => (id === at('signIn.ts') ? `${code}\nimport './lazyFirst';\n` : null) };
    await expect(chunksOf([plugin(), signInImportsAnArea])).rejects.toThrow(/signIn\.ts imports .*lazyFirst\.ts statically, which the console loads lazily/);
  });
});
