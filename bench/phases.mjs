// `node bench/phases.mjs <build> [path] [selector] [loads]`: where a cold load of one screen spends
// its time before the first row, for whoever works on a first-row budget. Each load marks, in
// the page's own clock: the demo API in place, the first element under #root, the top bar, each
// API call sent and answered, the first data row in the DOM and painted, and every long task
// (over 50 ms of the main thread). It prints the median load's marks in order and all loads'
// first rows. Same cold-load rules as the bench (a new context each, after one warm-up load).
// Build with `NODE_ENV=production VITE_DEMO_SCALE=25 npx vite build --outDir <dir>`.
import { chromium } from 'playwright-core';
import { serveBuild } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SESSION = JSON.stringify({ token: 'demo-bench', username: 'Bench', centro: 'GOYA' });
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

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'es-ES' });
  try {
    await context.addInitScript(instrument, { session: SESSION, selector, done: DONE });
    const page = await context.newPage();
    const painted = new Promise((resolve) => page.on('console', (message) => message.text() === DONE && resolve()));
    await page.goto(url);
    await painted;
    return (await page.evaluate(() => window.__phases)).sort((a, b) => a[1] - b[1]);
  } finally {
    await context.close();
  }
}

const server = await serveBuild(dir);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const url = `${server.baseUrl}${path}`;
  await load(browser, url);
  const runs = [];
  for (let run = 0; run < Number(loads); run++) runs.push(await load(browser, url));
  const firstRow = (marks) => marks.find(([name]) => name === 'first row painted')[1];
  runs.sort((a, b) => firstRow(a) - firstRow(b));
  console.log(`${path}: the median load's marks (ms from navigation start)`);
  for (const [name, time] of runs[Math.floor(runs.length / 2)]) console.log(`${String(time).padStart(6)}  ${name}`);
  console.log(`first row painted, every load: ${runs.map(firstRow).join(', ')} ms`);
} finally {
  await browser.close();
  await server.close();
}
