// JavaScript sizes of a production build, from Vite's manifest: what the sign-in page loads,
// what the first authenticated screen loads, and everything. The entry only decides which of
// the two to import, so each page is the entry plus its module, each with all they import
// statically. Gzip at level 9, as servers send it.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The sign-in page's module, which the entry imports when there is no session. */
const SIGN_IN_MODULE = 'src/signInScreen.tsx';
/** The console's module (the admin shell, which holds the generic list page). */
const FIRST_SCREEN_MODULE = 'src/console.tsx';

/**
 * Texts only demo code contains: MSW's messages, the demo's storage keys, seed data (a name the
 * contract's examples do not use), the demo sign-in.
 */
export const DEMO_MARKERS = ['[MSW]', 'demo-db', 'demo-faults', 'Universidad Politécnica de Madrid', 'Ana Demo'];

/**
 * Texts of code the sign-in page must not load: the admin framework's Spanish catalogue, a
 * marketing screen, the date pickers' styles and the demo's seeded data.
 */
export const NOT_FOR_SIGN_IN = ['Ordenar por %{field_lower_first}', 'Distrubución leads Central', 'MuiDateCalendar', 'Universidad Politécnica de Madrid'];

async function readManifest(outDir) {
  return JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The files of a module and of everything it imports statically. */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

async function markersIn(outDir, files, markers) {
  const found = new Set();
  for (const file of files) {
    const text = await readFile(path.join(outDir, file), 'utf8');
    for (const marker of markers) if (text.includes(marker)) found.add(marker);
  }
  return [...found];
}

async function sizeOf(outDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = await readFile(path.join(outDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { rawKB: Math.round(raw / 100) / 10, gzipKB: Math.round(gzip / 100) / 10, files: files.size };
}

async function allJs(outDir) {
  const assets = await readdir(path.join(outDir, 'assets'));
  return new Set(assets.filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`));
}

export async function measureBytes(outDir) {
  const manifest = await readManifest(outDir);
  const entry = staticClosure(manifest, 'index.html');
  const signIn = staticClosure(manifest, SIGN_IN_MODULE, new Set(entry));
  const firstScreen = staticClosure(manifest, FIRST_SCREEN_MODULE, new Set(entry));
  return {
    signIn: { ...(await sizeOf(outDir, signIn)), leaks: await markersIn(outDir, signIn, NOT_FOR_SIGN_IN) },
    firstScreen: await sizeOf(outDir, firstScreen),
    all: await sizeOf(outDir, await allJs(outDir)),
  };
}

/** An area's declarations (virtual:declared-screens/<area>, build/declaredScreens.ts), one lazy module for all its declared screens. */
const AREA_DECLARATIONS = /^virtual:declared-screens\/([^/]+)$/;

/** What a lazily loaded module is called in the figures: 'marketing (declarations)', or its path. */
function lazyModuleName(key) {
  const area = AREA_DECLARATIONS.exec(key);
  return area ? `${area[1]} (declarations)` : key.replace(/^src\//, '');
}

/**
 * Each module the console loads lazily (an area, a dialog, the charts…) with what it downloads
 * beyond the first screen's JavaScript: its chunk and every chunk it imports statically that
 * the first screen lacks.
 */
export async function measureLazyChunks(outDir) {
  const manifest = await readManifest(outDir);
  const firstScreen = staticClosure(manifest, FIRST_SCREEN_MODULE, staticClosure(manifest, 'index.html'));
  const lazy = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || key === FIRST_SCREEN_MODULE || key === SIGN_IN_MODULE) continue;
    const files = [...staticClosure(manifest, key)].filter((file) => !firstScreen.has(file));
    lazy.push({ module: lazyModuleName(key), ...(await sizeOf(outDir, new Set(files))) });
  }
  return lazy.sort((a, b) => a.module.localeCompare(b.module));
}

/** The reference's first screen: its entry with everything it imports statically. */
export async function measureReferenceBytes(outDir) {
  return sizeOf(outDir, staticClosure(await readManifest(outDir), 'index.html'));
}

/** The demo markers found in a build's JavaScript. */
export async function demoMarkersIn(outDir) {
  return markersIn(outDir, await allJs(outDir), DEMO_MARKERS);
}

/** Whether each marker is found somewhere in the build: a leak check proves nothing otherwise. */
export async function missingMarkers(outDir, markers) {
  const found = await markersIn(outDir, await allJs(outDir), markers);
  return markers.filter((marker) => !found.includes(marker));
}
