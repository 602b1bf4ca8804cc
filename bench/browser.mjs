// Load and interaction timings of the 10,000-row list in headless Chromium, measured inside
// the page (performance.now() counts from navigation start) so that the driver's own latency
// is not part of the figures.
import { chromium } from 'playwright-core';
import { summary } from './stats.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SESSION = JSON.stringify({ token: 'demo-bench', username: 'Bench', centro: 'GOYA' });
const VIEWPORT = { width: 1400, height: 900 };

/** The console message with which the page reports its first painted data row. */
const FIRST_ROW_MESSAGE = 'bench:first-row';

/**
 * Runs in the page before its scripts: signs in, logs FIRST_ROW_MESSAGE and the time the first
 * data row (a body row with text, not a loading placeholder) has been painted, and installs
 * `window.__timeUpdate(act)`, which runs `act` and resolves with the time until the next
 * paint. The load is reported by a console message, which the driver only listens to:
 * evaluating anything in the page while it loads would add the driver's own script to the
 * main thread being measured.
 */
function instrument({ session, firstRowMessage }) {
  localStorage.setItem('access_token', session);
  const painted = (resolve) => requestAnimationFrame(() => setTimeout(resolve));

  const hasDataRow = () => [...document.querySelectorAll('tbody tr td')].some((cell) => cell.textContent.trim() !== '');
  const observer = new MutationObserver(() => {
    if (!hasDataRow()) return;
    observer.disconnect();
    painted(() => console.log(firstRowMessage, performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });

  // React handles these events (input, click) at once, so the next paint shows their result,
  // even when a keystroke leaves the same rows ('cole', then 'coleg').
  window.__timeUpdate = (act) =>
    new Promise((resolve) => {
      const start = performance.now();
      act();
      painted(() => resolve(performance.now() - start));
    });
}

async function coldLoad(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
  await context.addInitScript(instrument, { session: SESSION, firstRowMessage: FIRST_ROW_MESSAGE });
  const page = await context.newPage();
  const firstRow = new Promise((resolve) => {
    page.on('console', (message) => {
      const [label, time] = message.text().split(' ');
      if (label === FIRST_ROW_MESSAGE) resolve(Number(time));
    });
  });
  await page.goto(url);
  return { context, page, firstRow: await firstRow };
}

async function heapMB(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return Math.round(usedSize / 1e5) / 10;
}

/** Types into the search box character by character, each keystroke timed. */
async function searchKeystrokes(page, text) {
  const input = await page.getByRole('searchbox', { name: 'Buscar' }).elementHandle();
  const times = [];
  for (let length = 1; length <= text.length; length++) {
    const value = text.slice(0, length);
    times.push(
      await page.evaluate(
        ([element, typed]) =>
          window.__timeUpdate(() => {
            // React listens to 'input' events; the native setter makes it see a new value.
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(element, typed);
            element.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        [input, value],
      ),
    );
  }
  return times;
}

async function clearSearch(page) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
}

/** Clicks an element `times` times, each click timed to the updated table. */
async function timedClicks(locator, times) {
  const element = await locator.elementHandle();
  const results = [];
  for (let i = 0; i < times; i++) {
    results.push(await element.evaluate((target) => window.__timeUpdate(() => target.click())));
  }
  return results;
}

export async function measureList({ baseUrl, path, runs, sortColumn }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const url = `${baseUrl}${path}`;
    // A warm-up load lets the OS cache the files; every measured load has a new profile.
    const warmup = await coldLoad(browser, url);
    await warmup.context.close();
    const loads = [];
    let last;
    for (let i = 0; i < runs; i++) {
      if (last) await last.context.close();
      last = await coldLoad(browser, url);
      loads.push(last.firstRow);
    }
    const { page } = last;
    const heap = await heapMB(page);
    const pager = page.getByText(/^\d+-\d+ de \d+$/);
    const rowCount = await pager.textContent();
    const search = await searchKeystrokes(page, 'colegio san');
    // Timing to the next paint proves nothing unless the searches did reach the table.
    if ((await pager.textContent()) === rowCount) throw new Error('The search did not change the table');
    await clearSearch(page);
    const firstCell = page.locator('tbody td').first();
    const firstBeforeSort = await firstCell.textContent();
    // An odd number of clicks: the order ends reversed, so the first row must differ.
    const sort = await timedClicks(page.getByRole('columnheader', { name: sortColumn }).getByRole('button'), 9);
    if ((await firstCell.textContent()) === firstBeforeSort) throw new Error('The sort clicks did not change the table');
    const pageStep = await timedClicks(page.getByRole('button', { name: 'Ir a la página siguiente' }), 9);
    if ((await pager.textContent()) === rowCount) throw new Error('The page steps did not change the table');
    await last.context.close();
    return {
      rows: rowCount,
      firstRowMs: summary(loads),
      heapMB: heap,
      searchKeystrokeMs: summary(search),
      sortClickMs: summary(sort),
      pageStepMs: summary(pageStep),
    };
  } finally {
    await browser.close();
  }
}
