import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { FaultRule } from '../../../src/demo/faults';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags for a closed network: without them Chromium keeps trying to reach Google's services.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless, for a closed network. */
export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: ARGS });

/**
 * One browser per test file and a fresh context (empty storage, so no session and a new demo
 * database) per test, as `newContext` makes it with these options (a phone's screen and touch,
 * say). Returns a getter for the current test's page.
 */
export function useBrowser(options: BrowserContextOptions = {}): () => Page {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await newContext(browser, options);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterEach(async () => {
    await context?.close();
  });
  return () => page;
}

/**
 * A context as every test gets one (empty storage, so no session and a new demo database, and
 * the API calls recorded): a test opens a second one for what a colleague's browser would show.
 * The caller closes it.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'es-ES', acceptDownloads: true, ...options });
  await context.addInitScript(recordFetches);
  return context;
}

/**
 * The demo API answers inside the page, so its calls never reach the network where Playwright
 * watches requests. This script runs before the page's own and keeps the URL of every fetch
 * in `window.apiCalls` and its method in `window.apiMethods` (for the current page load),
 * whatever fetch the demo puts in place later.
 */
function recordFetches() {
  const calls: string[] = [];
  const methods: string[] = [];
  let current = window.fetch;
  Object.defineProperty(window, 'apiCalls', { value: calls });
  Object.defineProperty(window, 'apiMethods', { value: methods });
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    // Each read wraps the fetch of that moment, so the demo's fetch, which calls the one it
    // read before replacing it, does not end up calling itself. (A call the demo passes on to
    // the network is thus recorded twice.)
    get() {
      const target = current;
      return (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(input instanceof Request ? input.url : new URL(String(input), location.href).href);
        methods.push((init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase());
        return target(input, init);
      };
    },
    set(replacement: typeof fetch) {
      current = replacement;
    },
  });
}

/** The URLs of the calls the page has made since it loaded. */
export const apiCalls = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { apiCalls: string[] }).apiCalls);

/** How many calls the page has made to this API path (without its query) since it loaded. */
export const callsTo = async (page: Page, path: string): Promise<number> =>
  (await apiCalls(page)).filter((url) => new URL(url).pathname === path).length;

/** The calls other than GET ('POST /api/…') the page has made since it loaded. */
export const apiWrites = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const { apiCalls: urls, apiMethods: methods } = window as unknown as { apiCalls: string[]; apiMethods: string[] };
    return urls.flatMap((url, call) => (methods[call] === 'GET' ? [] : [`${methods[call]} ${new URL(url).pathname}`]));
  });

/**
 * Watches the page's calls from now on, within this page load: `next` waits for the first
 * later one that matches and gives its URL.
 */
export async function watchApiCalls(page: Page) {
  const seen = (await apiCalls(page)).length;
  return {
    async next(matches: (url: string) => boolean): Promise<string> {
      let found: string | undefined;
      await eventually(async () => (found = (await apiCalls(page)).slice(seen).find(matches))).toBeDefined();
      return found as string;
    },
  };
}

/**
 * Signs in with the demo credential from the login page (an ADMIN's), or as the demo's read-only
 * consultant ('Entrar como consultor'), and waits for the console (its top bar's 'Menú', there
 * at every width).
 */
export async function signIn(page: Page, path = '/', as: 'admin' | 'consultant' = 'admin'): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('button', { name: as === 'admin' ? 'Iniciar sesión' : 'Entrar como consultor' }).click();
  await visible(page.getByRole('banner').getByRole('button', { name: 'Menú', exact: true }));
}

/** Makes the demo API fail as told, from now on (rules are read on every request). */
export async function setFaults(page: Page, rules: FaultRule[]): Promise<void> {
  await page.evaluate((json) => sessionStorage.setItem('demo-faults', json), JSON.stringify(rules));
}

/** The demo API's answer envelope. */
interface ApiAnswer {
  resultado: string;
  motivo?: string;
  datos?: unknown;
}

/** A call of the demo API with the signed-in session's token, as the console makes it: the whole answer. */
export function apiCall(page: Page, path: string, params: Record<string, string> = {}, method = 'GET'): Promise<ApiAnswer> {
  const query = new URLSearchParams(params).toString();
  return page.evaluate(
    async ({ url, method }) => {
      const session = JSON.parse(localStorage.getItem('access_token') ?? '{}');
      const answer = await fetch(url, { method, headers: { Authorization: `Bearer ${session.token}` } });
      return answer.json();
    },
    { url: query ? `${path}?${query}` : path, method },
  );
}

/** A GET of the demo API with the signed-in session: its `datos` (a refusal fails the test). */
export async function apiGet<T>(page: Page, path: string, params: Record<string, string> = {}): Promise<T> {
  const answer = await apiCall(page, path, params);
  if (answer.resultado !== 'ok') throw new Error(`${path}: ${answer.motivo}`);
  return answer.datos as T;
}

/** Clicks 'Descargar' and reads the CSV file saved: its name and its lines after the byte-order mark it must start with. */
export async function downloadCsv(page: Page): Promise<{ fileName: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar' }).click()]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return { fileName: download.suggestedFilename(), lines: text.slice(1).split('\r\n') };
}

/**
 * Makes the next request for one of the build's JavaScript chunks (named by its source module,
 * e.g. 'personal' for `personal-<hash>.js`) fail as a network blip would; later ones get through.
 */
export async function loseChunkOnce(page: Page, name: string): Promise<void> {
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) => route.abort('internetdisconnected'), { times: 1 });
}

/** Waits until the element is on screen. */
export const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });

/** Waits until the element is gone or hidden. */
export const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden' });

/** Polls a value until the assertion holds (playwright-core has no web-first assertions). */
export const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The texts of the notification on screen (title and content), polled until they match. */
export const notificationText = (page: Page) => eventually(async () => (await page.getByRole('alert').allTextContents()).join(' '));

/** Chooses one option of a drop-down (given, or named so) and waits for its menu to close. */
export async function choose(page: Page, combobox: Locator | string, option: string): Promise<void> {
  await (typeof combobox === 'string' ? page.getByRole('combobox', { name: combobox }) : combobox).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await hidden(page.getByRole('listbox'));
}

/** Ticks these options of a multiple choice and closes its menu. */
export async function chooseMany(page: Page, combobox: Locator, options: string[]): Promise<void> {
  await combobox.click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await hidden(page.getByRole('listbox'));
}

/** The texts of the table's column headers. */
export const headers = (page: Page) => page.getByRole('columnheader').allTextContents();

/** The path of the current URL. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * The screen as it is now passes the bar of every screen: no serious or critical accessibility
 * violation, and no untranslated react-admin key ('ra.action.…') left on it.
 */
export async function checkScreen(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(/\bra\.[a-z_]+\.[a-z_]+/);
  // Wait for fades to end: a half-transparent dialog or menu would be measured mid-way.
  // Endless animations (spinners) never finish, and a cancelled one rejects: skip both.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = severe.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`),
  );
  expect(summary).toEqual([]);
}

