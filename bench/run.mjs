// `npm run bench`: the console as it ships beside a stock react-admin reference and a floor. It
// builds the console for a real API, the reference (bench/reference) and the floor (bench/floor)
// with the same settings, and the in-page demo build; serves each with deploy/serve (nginx) and
// the API with the demo API at scale 25 in a process of its own; measures bytes, cold loads of
// the 10,000-row list in the three (and the demo build, for information) interleaved until their
// ratio is settled, the list's interactions, each area's heaviest screen against the reference,
// and the pure logic at 100,000 leads. It prints a table, writes the figures as JSON and exits
// non-zero when one is over its budget.
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { budgets } from './budgets.mjs';
import { CONSOLE_LIST, firstRowLoads, listInteractions, SEARCH_TEXT } from './browser.mjs';
import { demoMarkersIn, measureBytes, measureLazyChunks, measureReferenceBytes, missingMarkers, NOT_FOR_SIGN_IN } from './bytes.mjs';
import { freePort, serveBuild, startDemoApi } from './hosting.mjs';
import { measureLogic } from './logic.mjs';
import { median, medianInterval, summary } from './stats.mjs';

const OUT = 'dist-bench';
const API_DIR = path.join(OUT, 'api');
const DEMO_DIR = path.join(OUT, 'demo');
const REFERENCE_DIR = path.join(OUT, 'reference');
const FLOOR_DIR = path.join(OUT, 'floor');
const REFERENCE_CONFIG = path.join('bench', 'reference', 'vite.config.ts');
const FLOOR_CONFIG = path.join('bench', 'floor', 'vite.config.ts');
const RESULTS = path.join('bench', 'results', 'latest.json');
/** 400 study centres per unit of scale: 25 gives the 10,000-row list DESIGN.md budgets. */
const DEMO_SCALE = 25;
/** A client id as a real-API build is made with; nothing here signs in with Google. */
const GOOGLE_CLIENT_ID = 'bench.apps.googleusercontent.com';
/**
 * Rounds of interleaved cold loads: at least MIN_ROUNDS, then until the 95 % interval of the
 * first-row ratio's median is within ±SETTLED of it (an area's: or wholly on one side of its
 * budget), at most the cap.
 */
const MIN_ROUNDS = 15;
const LIST_MAX_ROUNDS = 40;
const AREA_MAX_ROUNDS = 20;
const SETTLED = 0.03;
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

/** A production build with exactly the VITE_* settings `env` (none from the environment). */
function build(outDir, env, config) {
  const buildEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of Object.keys(buildEnv)) if (name.startsWith('VITE_')) delete buildEnv[name];
  Object.assign(buildEnv, env);
  const configArgs = config ? ['--config', config] : [];
  execFileSync(
    path.join('node_modules', '.bin', 'vite'),
    ['build', ...configArgs, '--outDir', path.resolve(outDir), '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { env: buildEnv, stdio: 'inherit' },
  );
}

/** Each round's first row of `times` over the same round's of `reference`. */
const pairedRatios = (times, reference) => times.map((time, round) => time / reference[round]);

/** A ratio is settled once its median's interval is within ±SETTLED. */
const withinSettled = (interval) => interval.halfWidth <= SETTLED;

/**
 * Enough rounds once at least MIN_ROUNDS are in and the interval of each ratio `ratiosOf(loads)`
 * gives is `settledWhen`, or at `maxRounds`.
 */
const enoughRounds = (ratiosOf, maxRounds, settledWhen = withinSettled) => (loads) => {
  const done = loads[0].length;
  return done >= maxRounds || (done >= MIN_ROUNDS && ratiosOf(loads).every((ratios) => settledWhen(medianInterval(ratios))));
};

/** A budgeted ratio of paired loads: its median, its 95 % interval and the rounds it was taken over. */
function pairedRatio(times, reference) {
  const ratios = pairedRatios(times, reference);
  const round = (n) => Math.round(n * 1000) / 1000;
  const { low, high, halfWidth } = medianInterval(ratios);
  return { median: round(median(ratios)), low: round(low), high: round(high), halfWidth: round(halfWidth), rounds: ratios.length };
}

/** The study-centre list's cold loads in the four apps, then the console's and the reference's interactions. */
async function measureList(urls, session) {
  const apps = [
    { name: 'console', url: urls.console + CONSOLE_LIST.path },
    { name: 'reference', url: urls.reference + REFERENCE_LIST.path },
    { name: 'floor', url: `${urls.floor}/` },
    { name: 'in-page demo build', url: urls.demo + CONSOLE_LIST.path },
  ];
  const loads = await firstRowLoads({ screens: apps, session, enough: enoughRounds(([consoleLoads, referenceLoads]) => [pairedRatios(consoleLoads, referenceLoads)], LIST_MAX_ROUNDS) });
  const [consoleMs, referenceMs, floorMs, demoMs] = loads.map(summary);
  const [consoleInteractions, referenceInteractions] = await listInteractions({
    apps: [
      { ...CONSOLE_LIST, url: apps[0].url },
      { ...REFERENCE_LIST, url: apps[1].url },
    ],
    session,
    searchText: SEARCH_TEXT,
  });
  return {
    firstRowRatio: pairedRatio(loads[0], loads[1]),
    firstRowMs: { console: consoleMs, reference: referenceMs, floor: floorMs, demo: demoMs },
    demoRatio: pairedRatio(loads[3], loads[1]),
    console: consoleInteractions,
    reference: referenceInteractions,
  };
}

/** The area screens' first rows, against the reference's list's in the same rounds. */
async function measureAreaScreens(urls, session) {
  const screens = [{ name: 'reference', url: urls.reference + REFERENCE_LIST.path }, ...AREA_SCREENS.map((screen) => ({ ...screen, url: urls.console + screen.path }))];
  const [reference, ...areas] = await firstRowLoads({
    screens,
    session,
    // An area's ratio is only a gate: once its interval lies wholly on one side of the budget, more rounds decide nothing.
    enough: enoughRounds(
      ([reference, ...areas]) => areas.map((area) => pairedRatios(area, reference)),
      AREA_MAX_ROUNDS,
      (interval) => withinSettled(interval) || interval.high <= budgets.areaFirstRowRatio || interval.low > budgets.areaFirstRowRatio,
    ),
  });
  return {
    referenceMs: summary(reference),
    areas: AREA_SCREENS.map((screen, index) => ({ screen: screen.name, firstRowMs: summary(areas[index]), ratio: pairedRatio(areas[index], reference) })),
  };
}

/** Starts the demo API and a deploy/serve of each build, runs `measure` with their URLs and the session, and stops them all. */
async function withServers(apiOrigin, measure) {
  const api = await startDemoApi(apiOrigin, DEMO_SCALE);
  const dirs = { console: API_DIR, reference: REFERENCE_DIR, floor: FLOOR_DIR, demo: DEMO_DIR };
  const servers = {};
  try {
    for (const [name, dir] of Object.entries(dirs)) servers[name] = await serveBuild(dir);
    const urls = Object.fromEntries(Object.entries(servers).map(([name, server]) => [name, server.baseUrl]));
    return await measure(urls, api.session);
  } finally {
    await Promise.all([api, ...Object.values(servers)].map((server) => server.close()));
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
  const apiOrigin = `http://127.0.0.1:${await freePort()}`;
  // The console as it ships, and the reference and the floor built with the same settings: the
  // same API origin, hence the same Content-Security-Policy.
  const settings = { VITE_API_URL: apiOrigin, VITE_GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID };
  console.log(`Building the console for the API at ${apiOrigin}, the reference, the floor and the in-page demo at scale ${DEMO_SCALE}…`);
  build(API_DIR, settings);
  build(REFERENCE_DIR, settings, REFERENCE_CONFIG);
  build(FLOOR_DIR, settings, FLOOR_CONFIG);
  build(DEMO_DIR, { VITE_DEMO_SCALE: String(DEMO_SCALE) });

  const bytes = await measureBytes(API_DIR);
  const referenceBytes = await measureReferenceBytes(REFERENCE_DIR);
  const lazyChunks = await measureLazyChunks(API_DIR);
  const demoBytes = await measureBytes(DEMO_DIR);
  const markersInApi = await demoMarkersIn(API_DIR);
  const markersInDemo = await demoMarkersIn(DEMO_DIR);
  if (markersInDemo.length === 0) throw new Error('The demo build shows none of the demo markers: the check would prove nothing');
  const unseen = await missingMarkers(DEMO_DIR, NOT_FOR_SIGN_IN);
  if (unseen.length) throw new Error(`Not in the build at all, so their absence from the sign-in page proves nothing: ${unseen.join(', ')}`);

  console.log('Measuring the logic at 100,000 leads…');
  const logic = await measureLogic();
  console.log(
    `Loading ${CONSOLE_LIST.path} in the console, the reference, the floor and the in-page demo build in turn, ` +
      `${MIN_ROUNDS} to ${LIST_MAX_ROUNDS} rounds, then the heaviest screen of each area with the reference's list, ${MIN_ROUNDS} to ${AREA_MAX_ROUNDS}…`,
  );
  const { list, screens } = await withServers(apiOrigin, async (urls, session) => ({
    list: await measureList(urls, session),
    screens: await measureAreaScreens(urls, session),
  }));
  const ms = list.firstRowMs;
  const ratios = {
    firstRow: list.firstRowRatio.median,
    // How much of the way from the reference's first row to the floor's the console has come.
    towardsFloor: ratio(ms.reference.median - ms.console.median, ms.reference.median - ms.floor.median),
    lastKeystroke: ratio(list.console.lastKeystrokeMs, list.reference.lastKeystrokeMs),
    sortClick: ratio(list.console.sortClickMs.median, list.reference.sortClickMs.median),
    pageStep: ratio(list.console.pageStepMs.median, list.reference.pageStepMs.median),
    firstScreenJs: ratio(bytes.firstScreen.gzipKB, referenceBytes.gzipKB),
    contractRead: ratio(logic.contractRead10k.median, ms.console.median),
  };
  const interval = ({ low, high, halfWidth, rounds }) => `${low}–${high} (±${halfWidth}), ${rounds} rounds`;
  const spread = ({ median: middle, min, max }) => `${middle} (${min}–${max})`;

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
    row(`First row of ${list.console.rows}, console / reference (median of paired loads)`, ratios.firstRow, '×', budgets.firstRowRatio),
    row('  its 95 % interval', interval(list.firstRowRatio), '×'),
    row('  console (median, min–max)', spread(ms.console), 'ms'),
    row('  reference (median, min–max)', spread(ms.reference), 'ms'),
    row('  floor: fetch and 25 rows with the DOM (median, min–max)', spread(ms.floor), 'ms'),
    row('  way from the reference to the floor the console has come', Math.round(ratios.towardsFloor * 100), '%'),
    row('  in-page demo build, for information (median, min–max)', spread(ms.demo), 'ms'),
    row('  in-page demo build / reference, for information', list.demoRatio.median, '×'),
    row('Sort click, console / reference', ratios.sortClick, '×', budgets.sortClickRatio),
    row('  console / reference (medians)', `${list.console.sortClickMs.median} / ${list.reference.sortClickMs.median}`, 'ms'),
    row('Page step, console / reference', ratios.pageStep, '×', budgets.pageStepRatio),
    row('  console / reference (medians)', `${list.console.pageStepMs.median} / ${list.reference.pageStepMs.median}`, 'ms'),
    row('Last search keystroke, console / reference', ratios.lastKeystroke, '×'),
    row('  console / reference (reference from its call)', `${list.console.lastKeystrokeMs} / ${list.reference.lastKeystrokeMs}`, 'ms'),
    row('Console search keystroke (median)', list.console.searchKeystrokeMs.median, 'ms', budgets.searchKeystrokeMs),
    row('JS heap after load, console / reference', `${list.console.heapMB} / ${list.reference.heapMB}`, 'MB'),
    ...screens.areas.flatMap((screen) => [
      row(`${screen.screen}: first row / reference's list (${screen.firstRowMs.median} / ${screens.referenceMs.median} ms)`, screen.ratio.median, '×', budgets.areaFirstRowRatio),
      row('  its 95 % interval', interval(screen.ratio), '×'),
    ]),
    ...lazyChunks.map((chunk) => row(`Lazy: ${chunk.module} (gzip, beyond the first screen)`, chunk.gzipKB, 'KB')),
    row('Funnel by academy, 100k leads (median)', logic.funnelByAcademy.median, 'ms', budgets.funnel100kMs),
    row('Funnel by month, 100k leads (median)', logic.funnelByMonth.median, 'ms', budgets.funnel100kMs),
    row('Lead distributions, 100k leads (median)', logic.distributions.median, 'ms', budgets.distributions100kMs),
    row('CSV, 100k rows (median)', logic.csv.median, 'ms', budgets.csv100kMs),
    row(`Contract read of the ${list.console.rows}-row answer / its first row (${logic.contractRead10k.median} / ${ms.console.median} ms)`, ratios.contractRead, '×', budgets.contractReadRatio),
  ];
  console.table(rows.map(({ figure, value, budget, status }) => ({ figure, value, budget, status })));

  await mkdir(path.dirname(RESULTS), { recursive: true });
  const results = { date: new Date().toISOString(), demoScale: DEMO_SCALE, budgets, bytes, demoBytes, referenceBytes, lazyChunks, markersInApi, list, ratios, screens, logic };
  await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Figures written to ${RESULTS}`);

  const over = rows.filter((entry) => entry.over);
  if (over.length) {
    console.error(`Over budget: ${over.map((entry) => entry.figure).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
