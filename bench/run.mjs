// `npm run bench`: builds the production demo at a raised scale, a real-API build and the stock
// react-admin reference (bench/reference), measures bytes, the 10,000-row list of the console
// and of the reference side by side in headless Chromium and the pure logic at 100,000 leads,
// prints a table, writes the figures as JSON and exits non-zero when one is over its budget.
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { budgets } from './budgets.mjs';
import { compareLists, CONSOLE_LIST, measureFirstRows, SEARCH_TEXT } from './browser.mjs';
import { demoMarkersIn, measureBytes, measureLazyChunks, measureReferenceBytes, missingMarkers, NOT_FOR_SIGN_IN } from './bytes.mjs';
import { measureLogic } from './logic.mjs';
import { serveBuild } from './server.mjs';

const OUT = 'dist-bench';
const DEMO_DIR = path.join(OUT, 'demo');
const API_DIR = path.join(OUT, 'api');
const REFERENCE_DIR = path.join(OUT, 'reference');
const REFERENCE_CONFIG = path.join('bench', 'reference', 'vite.config.ts');
/** The reference's chunk of seeded rows (see its vite.config.ts), left out of its bytes. */
const REFERENCE_SEED_CHUNK = 'seed';
const RESULTS = path.join('bench', 'results', 'latest.json');
/** 400 study centres per unit of scale: 25 gives the 10,000-row list DESIGN.md budgets. */
const DEMO_SCALE = 25;
/** Cold loads of each app, interleaved. */
const LOAD_RUNS = 9;
/** The console's list in the reference, and how it names its controls (in react-admin's English). */
const REFERENCE_LIST = {
  name: 'reference',
  path: '/#/centros',
  searchBox: { role: 'textbox', name: 'Search' },
  sortColumn: 'Nombre',
  nextPage: 'Go to next page',
  pager: /^\d+-\d+ of \d+$/,
  // Its search is timed from the call its 500 ms debounce sends (bench/reference/main.tsx).
  listCallMark: 'reference:getList',
};

/** Cold loads of each area screen, interleaved with the study-centre list's. */
const SCREEN_RUNS = 9;
/** The heaviest screen of each area at the bench scale; a calendar's first row is its first event. */
const CALENDAR_EVENT = 'td li';
const AREA_SCREENS = [
  // The day is today by default; user 1's day has 20,000 and more requests at this scale.
  { name: 'Access logs of a day', path: '/personal/logs?usuario=1' },
  { name: 'Invoices of a month', path: '/contabilidad/facturas' },
  { name: 'CRM leads of a month', path: '/marketing/gestion/leads' },
  { name: 'Opening hours of a month', path: '/administracion/horarios/aperturas', firstRowSelector: CALENDAR_EVENT },
  { name: 'Internal calendar of a month', path: '/administracion/calendario', firstRowSelector: CALENDAR_EVENT },
];

function build(outDir, env, config) {
  const buildEnv = { ...process.env, NODE_ENV: 'production', ...env };
  if (!env.VITE_API_URL) delete buildEnv.VITE_API_URL;
  const configArgs = config ? ['--config', config] : [];
  execFileSync(
    path.join('node_modules', '.bin', 'vite'),
    ['build', ...configArgs, '--outDir', path.resolve(outDir), '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { env: buildEnv, stdio: 'inherit' },
  );
}

async function measureInBrowser() {
  const servers = await Promise.all([serveBuild(DEMO_DIR), serveBuild(REFERENCE_DIR)]);
  try {
    const apps = [CONSOLE_LIST, REFERENCE_LIST].map((app, index) => ({ ...app, url: `${servers[index].baseUrl}${app.path}` }));
    const [list, reference] = await compareLists({ apps, runs: LOAD_RUNS, searchText: SEARCH_TEXT });
    return { list, reference };
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

/** The area screens' first rows, and the study-centre list's in the same run, which they are budgeted against. */
async function measureAreaScreens() {
  const server = await serveBuild(DEMO_DIR);
  try {
    const screens = [{ name: 'Study-centre list', path: CONSOLE_LIST.path }, ...AREA_SCREENS].map((screen) => ({
      ...screen,
      url: `${server.baseUrl}${screen.path}`,
    }));
    const [list, ...areas] = await measureFirstRows({ screens, runs: SCREEN_RUNS });
    return { list, areas };
  } finally {
    await server.close();
  }
}

/** console / reference, to two decimals. */
const ratio = (value, reference) => Math.round((value / reference) * 100) / 100;

function row(name, value, unit, budget) {
  const over = budget !== undefined && value > budget;
  return { figure: name, value: `${value} ${unit}`, budget: budget === undefined ? '' : `${budget} ${unit}`, status: budget === undefined ? '' : over ? 'OVER' : 'ok', over };
}

async function main() {
  await rm(OUT, { recursive: true, force: true });
  console.log(`Building the demo at scale ${DEMO_SCALE} and a real-API build…`);
  build(DEMO_DIR, { VITE_DEMO_SCALE: String(DEMO_SCALE) });
  build(API_DIR, { VITE_API_URL: 'https://api.example.invalid' });
  build(REFERENCE_DIR, {}, REFERENCE_CONFIG);

  const bytes = await measureBytes(API_DIR);
  const referenceBytes = await measureReferenceBytes(REFERENCE_DIR, REFERENCE_SEED_CHUNK);
  const lazyChunks = await measureLazyChunks(API_DIR);
  const demoBytes = await measureBytes(DEMO_DIR);
  const markersInApi = await demoMarkersIn(API_DIR);
  const markersInDemo = await demoMarkersIn(DEMO_DIR);
  if (markersInDemo.length === 0) throw new Error('The demo build shows none of the demo markers: the check would prove nothing');
  const unseen = await missingMarkers(DEMO_DIR, NOT_FOR_SIGN_IN);
  if (unseen.length) throw new Error(`Not in the build at all, so their absence from the sign-in page proves nothing: ${unseen.join(', ')}`);

  console.log('Measuring the logic at 100,000 leads…');
  const logic = await measureLogic();
  console.log(`Measuring ${CONSOLE_LIST.path} and the reference's list in Chromium (${LOAD_RUNS} cold loads each, interleaved)…`);
  const { list, reference } = await measureInBrowser();
  console.log(`Loading the heaviest screen of each area (${SCREEN_RUNS} cold loads each, interleaved with the study-centre list)…`);
  const screens = await measureAreaScreens();
  const ratios = {
    firstRow: ratio(list.firstRowMs.median, reference.firstRowMs.median),
    lastKeystroke: ratio(list.lastKeystrokeMs, reference.lastKeystrokeMs),
    sortClick: ratio(list.sortClickMs.median, reference.sortClickMs.median),
    pageStep: ratio(list.pageStepMs.median, reference.pageStepMs.median),
    firstScreenJs: ratio(bytes.firstScreen.gzipKB, referenceBytes.gzipKB),
    contractRead: ratio(logic.contractRead10k.median, list.firstRowMs.median),
  };

  const rows = [
    row('Sign-in page JS (gzip)', bytes.signIn.gzipKB, 'KB', budgets.signInGzipKB),
    row('Sign-in page JS (raw)', bytes.signIn.rawKB, 'KB'),
    row('Admin, area, picker or seed code in sign-in JS', demoBytes.signIn.leaks.length, '', budgets.signInLeaks),
    row('First screen JS (gzip)', bytes.firstScreen.gzipKB, 'KB', budgets.firstScreenGzipKB),
    row('Reference first screen JS (gzip)', referenceBytes.gzipKB, 'KB'),
    row('First screen JS, console / reference', ratios.firstScreenJs, '×', budgets.firstScreenJsRatio),
    row('First screen JS (raw)', bytes.firstScreen.rawKB, 'KB'),
    row('All JS, real-API build (gzip)', bytes.all.gzipKB, 'KB'),
    row('All JS, real-API build (raw)', bytes.all.rawKB, 'KB'),
    row('All JS, demo build (gzip)', demoBytes.all.gzipKB, 'KB'),
    row('Demo markers in real-API build', markersInApi.length, '', budgets.demoMarkersInApiBuild),
    row(`First row of ${list.rows}, console / reference`, ratios.firstRow, '×', budgets.firstRowRatio),
    row('  console (median, min–max)', `${list.firstRowMs.median} (${list.firstRowMs.min}–${list.firstRowMs.max})`, 'ms'),
    row('  reference (median, min–max)', `${reference.firstRowMs.median} (${reference.firstRowMs.min}–${reference.firstRowMs.max})`, 'ms'),
    row('Sort click, console / reference', ratios.sortClick, '×', budgets.sortClickRatio),
    row('  console / reference (medians)', `${list.sortClickMs.median} / ${reference.sortClickMs.median}`, 'ms'),
    row('Page step, console / reference', ratios.pageStep, '×', budgets.pageStepRatio),
    row('  console / reference (medians)', `${list.pageStepMs.median} / ${reference.pageStepMs.median}`, 'ms'),
    row('Last search keystroke, console / reference', ratios.lastKeystroke, '×'),
    row('  console / reference (reference from its call)', `${list.lastKeystrokeMs} / ${reference.lastKeystrokeMs}`, 'ms'),
    row('Console search keystroke (median)', list.searchKeystrokeMs.median, 'ms', budgets.searchKeystrokeMs),
    row('JS heap after load, console / reference', `${list.heapMB} / ${reference.heapMB}`, 'MB'),
    ...screens.areas.map((screen) =>
      row(`${screen.screen}: first row / study-centre list's (${screen.firstRowMs.median} / ${screens.list.firstRowMs.median} ms)`, ratio(screen.firstRowMs.median, screens.list.firstRowMs.median), '×', budgets.areaFirstRowRatio),
    ),
    ...lazyChunks.map((chunk) => row(`Lazy: ${chunk.module} (gzip, beyond the first screen)`, chunk.gzipKB, 'KB')),
    row('Funnel by academy, 100k leads (median)', logic.funnelByAcademy.median, 'ms', budgets.funnel100kMs),
    row('Funnel by month, 100k leads (median)', logic.funnelByMonth.median, 'ms', budgets.funnel100kMs),
    row('Lead distributions, 100k leads (median)', logic.distributions.median, 'ms', budgets.distributions100kMs),
    row('CSV, 100k rows (median)', logic.csv.median, 'ms', budgets.csv100kMs),
    row(`Contract read of the ${list.rows}-row answer / its first row (${logic.contractRead10k.median} / ${list.firstRowMs.median} ms)`, ratio(logic.contractRead10k.median, list.firstRowMs.median), '×', budgets.contractReadRatio),
  ];
  console.table(rows.map(({ figure, value, budget, status }) => ({ figure, value, budget, status })));

  await mkdir(path.dirname(RESULTS), { recursive: true });
  const results = { date: new Date().toISOString(), demoScale: DEMO_SCALE, budgets, bytes, demoBytes, referenceBytes, lazyChunks, markersInApi, list, reference, ratios, screens, logic };
  await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Figures written to ${RESULTS}`);

  const over = rows.filter((entry) => entry.over);
  if (over.length) {
    console.error(`Over budget: ${over.map((entry) => entry.figure).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
