// `node bench/phases.mjs <build> [path] [selector] [loads]`: where a cold load of one screen spends
// its time before the first row, for whoever works on a first-row budget. Each load marks, in
// the page's own clock: the demo API in place, the first element under #root, the top bar, each
// API call sent and answered, the first data row in the DOM and painted, and every long task
// (over 50 ms of the main thread). It prints the median load's marks in order and all loads'
// first rows. Same cold-load rules as the bench (a new context each, after one warm-up load),
// and the same servers as bench/compare.mjs, whose header says how to build.
// With PHASES_PROFILE=<file>, the median load's CPU profile (Chromium's, through CDP) is written
// there too, for Chromium's DevTools or any .cpuprofile reader.
import { chromium } from 'playwright-core';
import { writeFile } from 'node:fs/promises';
import { DEMO_SESSION } from './browser.mjs';
import { apiOriginOf, serveBuild, startDemoApi } from './hosting.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PROFILE = process.env.PHASES_PROFILE;
const DONE = 'phases:done';

const [dir, path = '/administracion/centros-estudio', selector = 'tbody tr td', loads = '7'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node bench/phases.mjs <build> [path] [selector] [loads]');
  process.exit(2);
}

/** Runs in the page before its scripts. */
function instrument({ session, selector, done }) {
  localStorage.setItem('access_token', session);
  const marks = [];
  window.__phases = marks;
  const mark = (name, time = performance.now()) => marks.push([name, Math.round(time)]);
  const markOnce = (name) => marks.some(([seen]) => seen === name) || mark(name);
  // The demo puts its own fetch in place: each call still passes through this wrapper.
  let fetchInPlace = window.fetch;
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    get: () => (input, init) => {
      const call = String(input?.url ?? input).replace(/^https?:\/\/[^/]+/, '').slice(0, 60);
      mark(`call sent     ${call}`);
      return fetchInPlace(input, init).then((response) => (mark(`call answered ${call}`), response));
    },
    set: (fetch) => {
      mark('demo API in place');
      fetchInPlace = fetch;
    },
  });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) mark(`long task of ${Math.round(task.duration)} ms`, task.startTime);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (document.getElementById('root')?.firstChild) markOnce('first element under #root');
    if (document.querySelector('header')) markOnce('top bar');
    if (![...document.querySelectorAll(selector)].some((cell) => cell.textContent.trim() !== '')) return;
    observer.disconnect();
    mark('first row in the DOM');
    requestAnimationFrame(() =>
      setTimeout(() => {
        mark('first row painted');
        console.log(done);
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * A CPU profile's time up to the first row, by where it was spent: each script file (a chunk of
 * the build, the console's modules being in few), or V8's own entries ('(program)': the
 * browser's native work, parsing, compiling, style and layout; '(garbage collector)'; '(idle)').
 */
function timeByScript(profile) {
  const where = new Map(profile.nodes.map((node) => [node.id, node.callFrame.url ? node.callFrame.url.replace(/^.*\//, '') : node.callFrame.functionName || '(anonymous)']));
  const totals = new Map();
  profile.samples.forEach((id, index) => totals.set(where.get(id), (totals.get(where.get(id)) ?? 0) + profile.timeDeltas[index] / 1000));
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function load(browser, url, session) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'es-ES' });
  try {
    await context.addInitScript(instrument, { session, selector, done: DONE });
    const page = await context.newPage();
    const cdp = PROFILE && (await context.newCDPSession(page));
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const painted = new Promise((resolve) => page.on('console', (message) => message.text() === DONE && resolve()));
    await page.goto(url);
    await painted;
    const profile = cdp && (await cdp.send('Profiler.stop')).profile;
    return { marks: (await page.evaluate(() => window.__phases)).sort((a, b) => a[1] - b[1]), profile };
  } finally {
    await context.close();
  }
}

const apiOrigin = await apiOriginOf(dir);
const api = apiOrigin ? await startDemoApi(apiOrigin, 25) : { session: DEMO_SESSION, close: async () => {} };
const server = await serveBuild(dir);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const url = `${server.baseUrl}${path}`;
  await load(browser, url, api.session);
  const runs = [];
  for (let run = 0; run < Number(loads); run++) runs.push(await load(browser, url, api.session));
  const firstRow = ({ marks }) => marks.find(([name]) => name === 'first row painted')[1];
  runs.sort((a, b) => firstRow(a) - firstRow(b));
  const middle = runs[Math.floor(runs.length / 2)];
  console.log(`${path}: the median load's marks (ms from navigation start)`);
  for (const [name, time] of middle.marks) console.log(`${String(time).padStart(6)}  ${name}`);
  console.log(`first row painted, every load: ${runs.map(firstRow).join(', ')} ms`);
  if (PROFILE) {
    await writeFile(PROFILE, JSON.stringify(middle.profile));
    console.log(`Its CPU profile, written to ${PROFILE}, by script (ms):`);
    for (const [script, ms] of timeByScript(middle.profile).slice(0, 15)) console.log(`${ms.toFixed(0).padStart(6)}  ${script}`);
  }
} finally {
  await browser.close();
  await Promise.all([server, api].map((running) => running.close()));
}
