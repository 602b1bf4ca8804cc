// Load and interaction timings of a 10,000-row list in headless Chromium, for the console and
// for the stock react-admin reference side by side: cold loads interleaved, then the same
// search keystroke, sort click and page step in each. Measured inside the page
// (performance.now() counts from navigation start) so that the driver's own latency is not part
// of the figures.
import { chromium } from 'playwright-core';
import { summary } from './stats.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** The session of an in-page demo build, whose API trusts any token it could have issued. */
export const DEMO_SESSION = JSON.stringify({ token: 'demo-bench', username: 'Bench', centro: 'GOYA' });
const VIEWPORT = { width: 1400, height: 900 };
/** Longer than any table update may take: past it the measured action did nothing. */
const CHANGE_TIMEOUT_MS = 15_000;
const SORT_CLICKS = 9;
const PAGE_STEPS = 9;

/** Typed into the search boxes; its last keystroke is the one compared with the reference. */
export const SEARCH_TEXT = 'colegio san';
/** The console's study-centre list, and how it names its controls. */
export const CONSOLE_LIST = {
  name: 'console',
  path: '/administracion/centros-estudio',
  searchBox: { role: 'searchbox', name: 'Buscar' },
  sortColumn: 'Nombre',
  nextPage: 'Ir a la página siguiente',
  pager: /^\d+-\d+ de \d+$/,
};

/** The console message with which the page reports its first painted data row. */
const FIRST_ROW_MESSAGE = 'bench:first-row';
/** The console message with which the page reports a load its Content-Security-Policy refused. */
const CSP_MESSAGE = 'bench:csp-refused';
/** A table's data cells: the first row is the first of them with text. */
const TABLE_CELLS = 'tbody tr td';

/**
 * Runs in the page before its scripts: signs in (stores the session the console, the reference
 * and the floor read their bearer token from), reports any load the page's policy refuses, logs FIRST_ROW_MESSAGE and the time the first data row (a body row with text, not a
 * loading placeholder) has been painted, and installs the two timers the interactions use. The
 * load is reported by a console message, which the driver only listens to: evaluating anything
 * in the page while it loads would add the driver's own script to the main thread being measured.
 */
function instrument({ session, firstRowMessage, cspMessage, timeoutMs, firstRowSelector, tableCells }) {
  localStorage.setItem('access_token', session);
  // A page that runs under a policy it breaks is not measured as it ships.
  document.addEventListener('securitypolicyviolation', (event) => console.log(cspMessage, event.effectiveDirective, event.blockedURI));
  const painted = (resolve) => requestAnimationFrame(() => setTimeout(resolve));
  const bodyText = () => [...document.querySelectorAll(tableCells)].map((cell) => cell.textContent.trim()).join('\u0001');
  const hasText = (selector) => [...document.querySelectorAll(selector)].some((element) => element.textContent.trim() !== '');
  const hasDataRow = () => hasText(tableCells);

  const observer = new MutationObserver(() => {
    if (!hasText(firstRowSelector)) return;
    observer.disconnect();
    painted(() => console.log(firstRowMessage, performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });

  /** Sets an input's text as typing does: React listens to 'input' events, the native setter makes it see a new value. */
  window.__type = (element, text) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };

  /** Runs `act` and resolves with the time until the next paint (the console updates at once). */
  window.__timeUpdate = (act) =>
    new Promise((resolve) => {
      const start = performance.now();
      act();
      painted(() => resolve(performance.now() - start));
    });

  /**
   * Runs `act` and resolves with the time until the table shows other rows, painted: the
   * reference updates only when its data provider has answered. With `fromMark`, the time
   * counts from the last performance mark of that name made after `act` (the call a debounce
   * finally sends) instead of from `act`.
   */
  window.__timeChange = (act, fromMark) =>
    new Promise((resolve, reject) => {
      const before = bodyText();
      const start = performance.now();
      const timeout = setTimeout(() => {
        changes.disconnect();
        reject(new Error('The table did not change'));
      }, timeoutMs);
      const changes = new MutationObserver(() => {
        if (!hasDataRow() || bodyText() === before) return;
        changes.disconnect();
        clearTimeout(timeout);
        painted(() => {
          const marks = fromMark ? performance.getEntriesByName(fromMark).filter((mark) => mark.startTime >= start) : [];
          if (fromMark && marks.length === 0) reject(new Error(`No ${fromMark} mark after the action`));
          else resolve(performance.now() - (fromMark ? marks.at(-1).startTime : start));
        });
      });
      changes.observe(document.body, { childList: true, subtree: true, characterData: true });
      act();
    });
}

/** Loads `url` in a new context; `firstRowSelector` says what counts as its first row (a calendar's first event). */
async function coldLoad(browser, { url, firstRowSelector = TABLE_CELLS }, session) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
  await context.addInitScript(instrument, {
    session,
    firstRowMessage: FIRST_ROW_MESSAGE,
    cspMessage: CSP_MESSAGE,
    timeoutMs: CHANGE_TIMEOUT_MS,
    firstRowSelector,
    tableCells: TABLE_CELLS,
  });
  const page = await context.newPage();
  const firstRow = new Promise((resolve, reject) => {
    page.on('console', (message) => {
      const [label, ...values] = message.text().split(' ');
      if (label === FIRST_ROW_MESSAGE) resolve(Number(values[0]));
      if (label === CSP_MESSAGE) reject(new Error(`${url}: its Content-Security-Policy refused ${values.join(' ')}`));
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

/** The console's keystrokes one by one, each timed to the next paint. */
async function keystrokeTimes(searchBox, text) {
  const times = [];
  for (let length = 1; length <= text.length; length++) {
    times.push(await searchBox.evaluate((element, typed) => window.__timeUpdate(() => window.__type(element, typed)), text.slice(0, length)));
  }
  return times;
}

/**
 * The last keystroke of `text`, timed until the table shows its result: the text without its last
 * character is typed first and left to settle (the table shows its rows), then the last one.
 */
async function lastKeystrokeTime(page, app, searchBox, text) {
  await searchBox.evaluate((element, typed) => window.__timeChange(() => window.__type(element, typed)), text.slice(0, -1));
  const time = await searchBox.evaluate(
    (element, [typed, mark]) => window.__timeChange(() => window.__type(element, typed), mark),
    [text, app.listCallMark],
  );
  await searchBox.fill('');
  await page.getByText(app.pager).filter({ hasText: app.totalRows }).waitFor();
  return time;
}

/** Clicks an element `times` times, each click timed until the table shows other rows. */
async function timedClicks(locator, times) {
  const element = await locator.elementHandle();
  const results = [];
  for (let i = 0; i < times; i++) results.push(await element.evaluate((target) => window.__timeChange(() => target.click())));
  return results;
}

/** The search keystroke, sort clicks and page steps of one app, on a page that has just loaded. */
async function interactions(page, app, searchText) {
  const pager = page.getByText(app.pager);
  app.totalRows = (await pager.textContent()).split(' ').at(-1);
  const searchBox = page.getByRole(app.searchBox.role, { name: app.searchBox.name });
  const keystrokes = app.listCallMark ? undefined : await keystrokeTimes(searchBox, searchText);
  if (keystrokes) await searchBox.fill('');
  const lastKeystroke = await lastKeystrokeTime(page, app, searchBox, searchText);
  const sort = await timedClicks(page.getByRole('columnheader', { name: app.sortColumn }).getByRole('button').first(), SORT_CLICKS);
  const pageStep = await timedClicks(page.getByRole('button', { name: app.nextPage }), PAGE_STEPS);
  return { keystrokes, lastKeystroke, sort, pageStep };
}

/**
 * Cold loads of each app, round after round, in turn (console, reference, floor, then the other
 * way round…) so that all see the same moments of a shared machine, until `enough(loads)` says
 * so. Each load is alone on the machine: its page is closed once its first row is timed, before
 * the next load starts, so that what a page goes on doing after its first row (idle work, timers
 * such as the top bar's clock) is not timed in another app's load. Resolves with each app's
 * first-row times, in round order.
 */
async function interleavedLoads(browser, apps, session, enough) {
  // A warm-up load of each lets the OS cache the files and the API answer once; every measured load has a new profile.
  for (const app of apps) await (await coldLoad(browser, app, session)).context.close();
  const loads = apps.map(() => []);
  for (let round = 0; !enough(loads); round++) {
    // Every other round in reverse, so that no app always loads just after the same other one.
    const order = [...apps.entries()];
    if (round % 2) order.reverse();
    for (const [index, app] of order) {
      const { context, firstRow } = await coldLoad(browser, app, session);
      await context.close();
      loads[index].push(firstRow);
    }
  }
  return loads;
}

/** Stops interleaved loads after `count` rounds. */
export const rounds = (count) => (loads) => loads[0].length >= count;

/**
 * Interleaved cold loads of each screen (`url`, and `firstRowSelector` when its first row is
 * not a table's) to its first row, signed in with `session`, until `enough(loads)`: every
 * load's time of each screen, in round order.
 */
export async function firstRowLoads({ screens, session, enough }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    return await interleavedLoads(browser, screens, session, enough);
  } finally {
    await browser.close();
  }
}

/**
 * The study-centre list's interactions in two builds, on a new load of each in turn (every other
 * pair in reverse order), signed in with `session`: per pair and build, the median search keystroke, the last keystroke,
 * the median sort click and the median page step.
 */
export async function interactionPairs({ urls, session, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const figures = urls.map(() => ({ keystroke: [], lastKeystroke: [], sortClick: [], pageStep: [] }));
  try {
    for (let run = 0; run < runs; run++) {
      const order = [...urls.entries()];
      if (run % 2) order.reverse();
      for (const [index, url] of order) {
        const { page, context } = await coldLoad(browser, { url }, session);
        const timed = await interactions(page, { ...CONSOLE_LIST }, SEARCH_TEXT);
        await context.close();
        figures[index].keystroke.push(summary(timed.keystrokes).median);
        figures[index].lastKeystroke.push(timed.lastKeystroke);
        figures[index].sortClick.push(summary(timed.sort).median);
        figures[index].pageStep.push(summary(timed.pageStep).median);
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The heap, search keystroke, sort clicks and page steps of each list app, each on a cold load of its own. */
export async function listInteractions({ apps, session, searchText }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const results = [];
    for (const app of apps) {
      const { page, context } = await coldLoad(browser, app, session);
      const heap = await heapMB(page);
      const timed = await interactions(page, app, searchText);
      await context.close();
      results.push({
        app: app.name,
        rows: app.totalRows,
        heapMB: heap,
        ...(timed.keystrokes ? { searchKeystrokeMs: summary(timed.keystrokes) } : {}),
        lastKeystrokeMs: Math.round(timed.lastKeystroke * 10) / 10,
        sortClickMs: summary(timed.sort),
        pageStepMs: summary(timed.pageStep),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
