// `node bench/phases.mjs <build> [path] [selector] [loads]`: where a cold load of one screen spends
// its time before the first row, for whoever works on a first-row budget. Each load marks, in
// the page's own clock: the demo API in place, the first element under #root, the top bar, each
// API call sent and answered, the first data row in the DOM and painted, and every long task
// (over 50 ms of the main thread). It prints the median load's marks in order and all loads'
// first rows. Same cold-load rules as the bench (a new context each, after one warm-up load),
// and the same servers as bench/compare.mjs, whose header says how to build.
// With PHASES_PROFILE=<file>, each load is also traced and profiled (Chromium's trace and CPU
// profile, through CDP): it prints the median load's main-thread time by kind of work and its
// scripts' time by package (through the source maps of a build made with --sourcemap; by file
// without), and writes its CPU profile there, for Chromium's DevTools or any .cpuprofile reader.
// Tracing slows a load: the times are the mix of the work, not its speed.
import { chromium } from 'playwright-core';
import { writeFile } from 'node:fs/promises';
import { DEMO_SESSION } from './browser.mjs';
import { apiOriginOf, serveBuild, startDemoApi } from './hosting.mjs';
import { mainThreadWork, timeByPart, TRACE_CATEGORIES } from './profile.mjs';

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
        performance.mark(done);
        console.log(done);
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function load(browser, url, session) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'es-ES' });
  try {
    await context.addInitScript(instrument, { session, selector, done: DONE });
    const page = await context.newPage();
    const cdp = PROFILE && (await context.newCDPSession(page));
    if (cdp) {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const painted = new Promise((resolve) => page.on('console', (message) => message.text() === DONE && resolve()));
    await page.goto(url);
    await painted;
    const profile = cdp && (await cdp.send('Profiler.stop')).profile;
    const work = cdp && mainThreadWork(JSON.parse(await browser.stopTracing()).traceEvents, DONE);
    return { marks: (await page.evaluate(() => window.__phases)).sort((a, b) => a[1] - b[1]), profile, work };
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
    const { work } = middle;
    console.log(`Its main thread's ${work.windowMs.toFixed(0)} ms to the first row, by kind of work (ms):`);
    for (const [kind, ms] of work.byKind) console.log(`${ms.toFixed(0).padStart(6)}  ${kind}`);
    console.log(`Its CPU profile to the first row, written to ${PROFILE}, by where the code comes from (ms):`);
    for (const [part, ms] of (await timeByPart(middle.profile, dir, work.endTs)).slice(0, 25)) console.log(`${ms.toFixed(0).padStart(6)}  ${part}`);
  }
} finally {
  await browser.close();
  await Promise.all([server, api].map((running) => running.close()));
}
