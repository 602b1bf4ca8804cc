#!/usr/bin/env node
// `npm run screens:check <folder>`: checks a folder of configured screens offline, as the console
// checks the folder served beside it (src/screenFile/checkFolder.ts) with its compiled routes
// (src/screens/registry.ts), both loaded through Vite as the app bundles them. One line per problem, as the console shows
// it to an administrator, then a summary; exits 1 on any problem.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';

const folder = process.argv[2];
if (!folder) {
  console.error('uso: npm run screens:check <carpeta>   (la carpeta con index.json y las pantallas)');
  process.exit(2);
}

/** A file's text, or null when it is not there. */
async function textOf(name) {
  try {
    return await readFile(path.join(folder, name), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

const vite = await createServer({ logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: 'custom' });
let problems;
let files = [];
try {
  const { checkFolder } = await vite.ssrLoadModule('/src/screenFile/checkFolder.ts');
  const { problemText } = await vite.ssrLoadModule('/src/screenFile/problems.ts');
  const { screens } = await vite.ssrLoadModule('/src/screens/registry.ts');
  const folderRead = await checkFolder(await textOf('index.json'), textOf, screens.map((screen) => screen.path));
  problems = folderRead.failed.flatMap((failed) => failed.problems);
  const indexFailed = folderRead.failed.some((failed) => failed.file === 'index.json');
  files = indexFailed ? [] : [...folderRead.screens.map(({ screen }) => screen.file), ...folderRead.failed.map((failed) => failed.file)];
  for (const problem of problems) console.log(problemText(problem));
} finally {
  await vite.close();
}

const broken = new Set(problems.map((problem) => problem.file)).size;
const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
console.log(
  problems.length === 0
    ? `${folder}: ${count(files.length, 'pantalla', 'pantallas')}, ningún problema.`
    : `${folder}: ${count(problems.length, 'problema', 'problemas')} en ${count(broken, 'archivo', 'archivos')}; ${count(files.length, 'pantalla', 'pantallas')} en el índice.`,
);
process.exit(problems.length === 0 ? 0 : 1);
