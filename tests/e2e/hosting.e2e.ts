// Production hosting as it runs (issue: deploy/): the run's real-API build served by
// `deploy/serve` (nginx), its answers and headers checked over HTTP, then Chromium on the
// sign-in page and every screen of the menu (spec 01 §2) under the served
// Content-Security-Policy, with the API answered by this test: no policy violation, no page error.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SPEC_ROUTES } from '../support/spec';
import { launchChromium } from './support/browser';
import { get, serveBuild, startApi, type Answer } from './support/hosting';
import type { RealApiBuild } from './support/realApiBuild';

const PHOTO = 'https://lh3.googleusercontent.com/a/foto-de-ana';

const header = (answer: Answer, name: string) => answer.headers[name.toLowerCase()];

/** A pattern that matches this text and no other. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A Content-Security-Policy as directive → sources. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/**
 * Everything the page reports that the policy refused (its `securitypolicyviolation` events,
 * and the browser's own console lines about it) and every uncaught error, from now on, in
 * every page of the context.
 */
async function recordProblems(context: BrowserContext): Promise<{ problems: string[]; watch: (page: Page) => void }> {
  const problems: string[] = [];
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => problems.push(`violation: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    problems,
    watch(page) {
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (/Content.Security.Policy|Permissions-Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
      });
    },
  };
}

// Without nginx these tests are skipped (scripts/test.mjs says so loudly), except under CI,
// where deploy/serve's refusal to start fails them.
const build = inject('realApiBuild') as RealApiBuild;
const DIST = build?.dist;

describe.runIf(build)('hosting: the real-API build behind deploy/serve', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let server: Awaited<ReturnType<typeof serveBuild>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const googleScripts: string[] = [];
  const photos: string[] = [];

  beforeAll(async () => {
    api = await startApi(build.apiPort);
    server = await serveBuild(DIST);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'es-ES' });
    let watch: (page: Page) => void;
    ({ problems, watch } = await recordProblems(context));
    // No internet here: Google's script and the user's photo are answered by the test, after
    // the page's policy has let the browser ask for them.
    await context.route('https://accounts.google.com/**', (route) => {
      googleScripts.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await context.route('https://lh3.googleusercontent.com/**', (route) => {
      photos.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>' });
    });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    watch(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await api?.close();
  });

  const indexHtml = () => readFileSync(path.join(DIST, 'index.html'));
  const entryScript = () => readdirSync(path.join(DIST, 'assets')).find((name) => /^index-.+\.js$/.test(name)) as string;

  it('answers every console route with index.html, checked again on each visit', async () => {
    for (const route of ['/', '/login', '/administracion/asignaturas', '/marketing/gestion/leads?academia=GOYA&mes=10-2026', '/contabilidad/facturas/17']) {
      const answer = await get(`${server.origin}${route}`);
      expect(answer.status, route).toBe(200);
      expect(header(answer, 'Content-Type'), route).toBe('text/html; charset=utf-8');
      expect(answer.body.equals(indexHtml()), route).toBe(true);
      expect(header(answer, 'Cache-Control'), route).toBe('no-cache');
    }
  });

  it('sends the hashed files for a year, and a missing one as 404, never as index.html', async () => {
    const script = await get(`${server.origin}/assets/${entryScript()}`);
    expect(script.status).toBe(200);
    expect(header(script, 'Content-Type')).toBe('application/javascript; charset=utf-8');
    expect(header(script, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(script.body.equals(readFileSync(path.join(DIST, 'assets', entryScript())))).toBe(true);

    const missing = await get(`${server.origin}/assets/index-missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<div id="root">');
    // A 404 kept for a year would outlive the deployment that is about to add the file.
    expect(header(missing, 'Cache-Control')).toBeUndefined();
  });

  it('compresses JavaScript and the page when the browser accepts gzip, and only then', async () => {
    for (const file of [`/assets/${entryScript()}`, '/']) {
      const compressed = await get(`${server.origin}${file}`, { 'Accept-Encoding': 'gzip' });
      expect(header(compressed, 'Content-Encoding'), file).toBe('gzip');
      expect(header(compressed, 'Vary'), file).toBe('Accept-Encoding');
      const original = file === '/' ? indexHtml() : readFileSync(path.join(DIST, 'assets', entryScript()));
      expect(gunzipSync(compressed.body).equals(original), file).toBe(true);
      expect(compressed.body.length, file).toBeLessThan(original.length);

      const plain = await get(`${server.origin}${file}`);
      expect(header(plain, 'Content-Encoding'), file).toBeUndefined();
    }
  });

  it('sends the security headers with every answer, errors included', async () => {
    for (const route of ['/', `/assets/${entryScript()}`, '/assets/index-missing.js']) {
      const answer = await get(`${server.origin}${route}`);
      expect(header(answer, 'X-Content-Type-Options'), route).toBe('nosniff');
      expect(header(answer, 'Referrer-Policy'), route).toBe('strict-origin-when-cross-origin');
      const permissions = String(header(answer, 'Permissions-Policy'));
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, route).toContain(`${feature}=()`);
      expect(header(answer, 'Content-Security-Policy'), route).toBe(readFileSync(path.join(DIST, 'content-security-policy.txt'), 'utf8').trim());
    }
  });

  it('allows by its Content-Security-Policy exactly what the build uses, and no inline script', async () => {
    const policy = directivesOf(String(header(await get(server.origin), 'Content-Security-Policy')));
    expect(policy).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
      'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      'img-src': ["'self'", 'https://*.googleusercontent.com'],
      'connect-src': ["'self'", api.origin, 'https://accounts.google.com/gsi/'],
      'frame-src': ['https://accounts.google.com/gsi/'],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    // The page itself has no script the policy would refuse: each one is a file of the build.
    const scripts = indexHtml().toString().match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="\/assets\/[^"]+\.js"/);
    expect(indexHtml().toString()).not.toMatch(/\son[a-z]+=/i);
  });

  it('shows the sign-in page with Google\'s script asked for, without a violation or an error', async () => {
    await page.goto(`${server.origin}/login`);
    await page.getByRole('heading', { name: 'Consola de academias' }).waitFor();
    await page.getByRole('group', { name: 'Iniciar sesión' }).waitFor();
    await expect.poll(() => googleScripts).toEqual([expect.stringMatching(/^https:\/\/accounts\.google\.com\/gsi\/client(\?|$)/)]);
    expect(problems).toEqual([]);
  });

  it('shows every screen, with the API and the user\'s photo, without a violation or an error', async () => {
    await page.evaluate(
      (session) => localStorage.setItem('access_token', JSON.stringify(session)),
      { token: 'token-de-prueba', username: 'Ana', foto: PHOTO, centro: 'GOYA' },
    );
    const [first, ...others] = SPEC_ROUTES;
    await page.goto(`${server.origin}${first}`);
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: 'Ana' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(new Set(photos)).toEqual(new Set([PHOTO]));

    // Each screen as the menu opens it (a change of address within the page); it is drawn when
    // its heading has replaced the last one's, and done when its calls have been answered.
    const title = page.getByRole('main').getByRole('heading', { level: 1 });
    let heading = '';
    for (const screen of others) {
      await page.evaluate((address) => {
        history.pushState(null, '', address);
        dispatchEvent(new PopStateEvent('popstate'));
      }, screen);
      await title.filter({ hasNotText: exactly(heading) }).waitFor();
      heading = await title.innerText();
      await page.getByRole('status', { name: '0 peticiones en curso' }).waitFor({ state: 'attached' });
      expect(problems, screen).toEqual([]);
    }
    // The calls reached the API with the session's token: the policy let them through.
    expect(api.requests.length).toBeGreaterThan(0);
    expect(new Set(api.requests.map((request) => request.authorization))).toEqual(new Set(['Bearer token-de-prueba']));
  });

  it('would catch a refused eval, as a library probing `new Function` makes one', async () => {
    // In a task of the page's own: code that the driver evaluates is exempt from the policy.
    await page.evaluate(() =>
      setTimeout(() => {
        try {
          new Function('return 1');
        } catch {
          // Refused, as the policy says: the violation is what this test looks for.
        }
      }),
    );
    await expect.poll(() => problems.filter((problem) => problem.startsWith('violation: '))).toEqual([expect.stringMatching(/^violation: script-src refused eval /)]);
    problems.length = 0;
  });
});
