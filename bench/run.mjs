// `npm run bench`: builds the production demo at a raised scale and a real-API build, measures
// bytes, the 10,000-row list in headless Chromium and the pure logic at 100,000 leads, prints
// a table, writes the figures as JSON and exits non-zero when one is over its budget.
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { budgets } from './budgets.mjs';
import { measureList } from './browser.mjs';
import { demoMarkersIn, measureBytes, missingMarkers, NOT_FOR_SIGN_IN } from './bytes.mjs';
import { measureLogic } from './logic.mjs';
import { serveBuild } from './server.mjs';

const OUT = 'dist-bench';
const DEMO_DIR = path.join(OUT, 'demo');
const API_DIR = path.join(OUT, 'api');
const RESULTS = path.join('bench', 'results', 'latest.json');
/** 400 study centres per unit of scale: 25 gives the 10,000-row list DESIGN.md budgets. */
const DEMO_SCALE = 25;
const LIST = { path: '/administracion/centros-estudio', sortColumn: 'Nombre' };
const LOAD_RUNS = 7;

function build(outDir, env) {
  const buildEnv = { ...process.env, NODE_ENV: 'production', ...env };
  if (!env.VITE_API_URL) delete buildEnv.VITE_API_URL;
  execFileSync(path.join('node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    env: buildEnv,
    stdio: 'inherit',
  });
}

async function measureInBrowser() {
  const server = await serveBuild(DEMO_DIR);
  try {
    return await measureList({ baseUrl: server.baseUrl, ...LIST, runs: LOAD_RUNS });
  } finally {
    await server.close();
  }
}

function row(name, value, unit, budget) {
  const over = budget !== undefined && value > budget;
  return { figure: name, value: `${value} ${unit}`, budget: budget === undefined ? '' : `${budget} ${unit}`, status: budget === undefined ? '' : over ? 'OVER' : 'ok', over };
}

async function main() {
  await rm(OUT, { recursive: true, force: true });
  console.log(`Building the demo at scale ${DEMO_SCALE} and a real-API build…`);
  build(DEMO_DIR, { VITE_DEMO_SCALE: String(DEMO_SCALE) });
  build(API_DIR, { VITE_API_URL: 'https://api.example.invalid' });

  const bytes = await measureBytes(API_DIR);
  const demoBytes = await measureBytes(DEMO_DIR);
  const markersInApi = await demoMarkersIn(API_DIR);
  const markersInDemo = await demoMarkersIn(DEMO_DIR);
  if (markersInDemo.length === 0) throw new Error('The demo build shows none of the demo markers: the check would prove nothing');
  const unseen = await missingMarkers(DEMO_DIR, NOT_FOR_SIGN_IN);
  if (unseen.length) throw new Error(`Not in the build at all, so their absence from the sign-in page proves nothing: ${unseen.join(', ')}`);

  console.log('Measuring the logic at 100,000 leads…');
  const logic = await measureLogic();
  console.log(`Measuring the ${LIST.path} list in Chromium (${LOAD_RUNS} cold loads)…`);
  const list = await measureInBrowser();

  const rows = [
    row('Sign-in page JS (gzip)', bytes.signIn.gzipKB, 'KB', budgets.signInGzipKB),
    row('Sign-in page JS (raw)', bytes.signIn.rawKB, 'KB'),
    row('Admin, area, picker or seed code in sign-in JS', demoBytes.signIn.leaks.length, '', budgets.signInLeaks),
    row('First screen JS (gzip)', bytes.firstScreen.gzipKB, 'KB', budgets.firstScreenGzipKB),
    row('First screen JS (raw)', bytes.firstScreen.rawKB, 'KB'),
    row('All JS, real-API build (gzip)', bytes.all.gzipKB, 'KB'),
    row('All JS, real-API build (raw)', bytes.all.rawKB, 'KB'),
    row('All JS, demo build (gzip)', demoBytes.all.gzipKB, 'KB'),
    row('Demo markers in real-API build', markersInApi.length, '', budgets.demoMarkersInApiBuild),
    row(`First row, ${list.rows} (median)`, list.firstRowMs.median, 'ms', budgets.firstRowMs),
    row('First row (min–max)', `${list.firstRowMs.min}–${list.firstRowMs.max}`, 'ms'),
    row('JS heap after load', list.heapMB, 'MB'),
    row('Search keystroke (median)', list.searchKeystrokeMs.median, 'ms', budgets.searchKeystrokeMs),
    row('Sort click (median)', list.sortClickMs.median, 'ms', budgets.sortClickMs),
    row('Page step (median)', list.pageStepMs.median, 'ms', budgets.pageStepMs),
    row('Funnel by academy, 100k leads (median)', logic.funnelByAcademy.median, 'ms', budgets.funnel100kMs),
    row('Funnel by month, 100k leads (median)', logic.funnelByMonth.median, 'ms', budgets.funnel100kMs),
    row('Lead distributions, 100k leads (median)', logic.distributions.median, 'ms', budgets.distributions100kMs),
    row('CSV, 100k rows (median)', logic.csv.median, 'ms', budgets.csv100kMs),
  ];
  console.table(rows.map(({ figure, value, budget, status }) => ({ figure, value, budget, status })));

  await mkdir(path.dirname(RESULTS), { recursive: true });
  const results = { date: new Date().toISOString(), demoScale: DEMO_SCALE, budgets, bytes, demoBytes, markersInApi, list, logic };
  await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Figures written to ${RESULTS}`);

  const over = rows.filter((entry) => entry.over);
  if (over.length) {
    console.error(`Over budget: ${over.map((entry) => entry.figure).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
