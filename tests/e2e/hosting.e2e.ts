// Production hosting as it runs (issue: deploy/): the run's real-API build served by
// `deploy/serve` (nginx), its answers and headers checked over HTTP, then Chromium on the
// sign-in page and every screen of the menu (spec 01 §2) under the served
// Content-Security-Policy, with the API answered by this test: no policy violation, no page error.
// Last, the folder of configured screens served at /pantallas/ (issue 41).
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** The headers every answer carries, errors included, with the build's policy. */
function expectSecurityHeaders(answer: Answer, dist: string, route: string): void {
  expect(header(answer, 'X-Content-Type-Options'), route).toBe('nosniff');
  expect(header(answer, 'Referrer-Policy'), route).toBe('strict-origin-when-cross-origin');
  const permissions = String(header(answer, 'Permissions-Policy'));
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, route).toContain(`${feature}=()`);
  expect(header(answer, 'Content-Security-Policy'), route).toBe(readFileSync(path.join(dist, 'content-security-policy.txt'), 'utf8').trim());
}

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
      expectSecurityHeaders(await get(`${server.origin}${route}`), DIST, route);
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
  describe('the folder of configured screens at /pantallas/', () => {
    // What the files say is the console's business (the screen format): here any JSON will do.
    const INDEX = '{"format":1,"files":["aulas.json"]}\n';
    const FILE = `${JSON.stringify({ contenido: 'Un archivo de la carpeta del operador, servido tal cual.', relleno: 'x'.repeat(200) }, null, 2)}\n`;
    const OWN_INDEX = '{"format":1,"files":["propia.json"]}\n';
    const NOT_FOUND = 'Not Found\n';
    let root: string;
    let screens: string;
    /** The build served with the operator's folder. */
    let withFolder: Awaited<ReturnType<typeof serveBuild>>;
    /** A build with a pantallas/ folder of its own, served without and with the operator's. */
    let ownFolder: Awaited<ReturnType<typeof serveBuild>>;
    let operatorOverOwn: Awaited<ReturnType<typeof serveBuild>>;
    /** A build without a pantallas/ folder, served without the operator's. */
    let noFolder: Awaited<ReturnType<typeof serveBuild>>;

    /** A build's served files without its scripts: its page and its policy are all deploy/serve reads. */
    const copyOfBuild = (name: string) => {
      const dist = path.join(root, name);
      mkdirSync(dist);
      for (const file of ['index.html', 'content-security-policy.txt']) copyFileSync(path.join(DIST, file), path.join(dist, file));
      return dist;
    };

    beforeAll(async () => {
      root = mkdtempSync(path.join(tmpdir(), 'consola-pantallas-'));
      screens = path.join(root, 'pantallas-del-operador');
      mkdirSync(path.join(screens, 'borradores'), { recursive: true });
      writeFileSync(path.join(screens, 'index.json'), INDEX);
      writeFileSync(path.join(screens, 'aulas.json'), FILE);
      writeFileSync(path.join(screens, 'borradores', 'aulas.json'), FILE);
      writeFileSync(path.join(screens, '.oculto.json'), FILE);
      writeFileSync(path.join(screens, 'notas.txt'), 'Notas del operador');
      const own = copyOfBuild('con-pantallas');
      mkdirSync(path.join(own, 'pantallas'));
      writeFileSync(path.join(own, 'pantallas', 'index.json'), OWN_INDEX);
      writeFileSync(path.join(own, 'pantallas', 'propia.json'), FILE);
      withFolder = await serveBuild(DIST, screens);
      ownFolder = await serveBuild(own);
      operatorOverOwn = await serveBuild(own, screens);
      noFolder = await serveBuild(copyOfBuild('sin-pantallas'));
    });

    afterAll(async () => {
      for (const served of [withFolder, ownFolder, operatorOverOwn, noFolder]) await served?.stop();
      if (root) rmSync(root, { recursive: true, force: true });
    });

    /** A plain 404 of /pantallas/, never the console's page, never kept by a cache. */
    const expectNotFound = (answer: Answer, route: string) => {
      expect(answer.status, route).toBe(404);
      expect(header(answer, 'Content-Type'), route).toBe('text/plain; charset=utf-8');
      expect(answer.body.toString(), route).toBe(NOT_FOUND);
      expect(header(answer, 'Cache-Control'), route).toBeUndefined();
    };

    it('serves the index and each file of the folder as JSON, checked again on every load, with the security headers', async () => {
      for (const [file, content] of [['index.json', INDEX], ['aulas.json', FILE]]) {
        const route = `/pantallas/${file}`;
        const answer = await get(`${withFolder.origin}${route}`);
        expect(answer.status, route).toBe(200);
        expect(header(answer, 'Content-Type'), route).toBe('application/json');
        expect(answer.body.toString(), route).toBe(content);
        expect(header(answer, 'Cache-Control'), route).toBe('no-cache');
        expect(header(answer, 'ETag'), route).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
        expect(header(answer, 'Last-Modified'), route).toMatch(/ GMT$/);
        expectSecurityHeaders(answer, DIST, route);
      }
    });

    it('answers a conditional request with 304 while the file is unchanged, and with the edited file once it changes', async () => {
      const url = `${withFolder.origin}/pantallas/aulas.json`;
      const first = await get(url);
      const etag = String(header(first, 'ETag'));
      const byTag = await get(url, { 'If-None-Match': etag });
      expect(byTag.status).toBe(304);
      expect(byTag.body.length).toBe(0);
      expectSecurityHeaders(byTag, DIST, 'If-None-Match');
      expect((await get(url, { 'If-Modified-Since': String(header(first, 'Last-Modified')) })).status).toBe(304);

      const edited = FILE.replace('tal cual', 'tal cual, y editado');
      writeFileSync(path.join(screens, 'aulas.json'), edited);
      const again = await get(url, { 'If-None-Match': etag });
      expect(again.status).toBe(200);
      expect(again.body.toString()).toBe(edited);
      expect(header(again, 'ETag')).not.toBe(etag);
    });

    it('compresses a file when the browser accepts gzip', async () => {
      const compressed = await get(`${withFolder.origin}/pantallas/index.json`, { 'Accept-Encoding': 'gzip' });
      expect(header(compressed, 'Content-Encoding')).toBe('gzip');
      expect(header(compressed, 'Vary')).toBe('Accept-Encoding');
      expect(gunzipSync(compressed.body).toString()).toBe(INDEX);
    });

    it('answers a missing file, the folder, a subfolder, a hidden file or another kind of file with a plain 404, never index.html', async () => {
      for (const route of ['/pantallas/proveedores.json', '/pantallas/', '/pantallas/borradores/', '/pantallas/borradores/aulas.json', '/pantallas/.oculto.json', '/pantallas/notas.txt']) {
        const answer = await get(`${withFolder.origin}${route}`);
        expectNotFound(answer, route);
        expectSecurityHeaders(answer, DIST, route);
      }
    });

    it("serves the build's own pantallas/ folder without SCREENS_DIR, and only the operator's folder with it", async () => {
      expect((await get(`${ownFolder.origin}/pantallas/index.json`)).body.toString()).toBe(OWN_INDEX);
      expect((await get(`${ownFolder.origin}/pantallas/propia.json`)).status).toBe(200);
      expect((await get(`${operatorOverOwn.origin}/pantallas/index.json`)).body.toString()).toBe(INDEX);
      expectNotFound(await get(`${operatorOverOwn.origin}/pantallas/propia.json`), 'propia.json');
    });

    it('answers every /pantallas/ path with a plain 404 when there is no folder, and the console as before', async () => {
      for (const route of ['/pantallas/index.json', '/pantallas/aulas.json', '/pantallas/']) expectNotFound(await get(`${noFolder.origin}${route}`), route);
      const route = await get(`${noFolder.origin}/administracion/asignaturas`);
      expect(route.status).toBe(200);
      expect(route.body.equals(indexHtml())).toBe(true);
    });

    it("lets the console's page fetch the folder under its Content-Security-Policy, and no other origin's", async () => {
      await page.goto(`${withFolder.origin}/login`);
      await page.getByRole('heading', { name: 'Consola de academias' }).waitFor();
      const index = await page.evaluate(() => fetch('/pantallas/index.json', { cache: 'no-cache' }).then((answer) => answer.json()));
      expect(index).toEqual({ format: 1, files: ['aulas.json'] });
      expect(problems).toEqual([]);

      // The check is live: the same fetch of another origin's folder is refused, and reported.
      const elsewhere = `${ownFolder.origin}/pantallas/index.json`;
      const refused = await page.evaluate((url) => fetch(url, { cache: 'no-cache' }).then(() => 'fetched', () => 'refused'), elsewhere);
      expect(refused).toBe('refused');
      await expect.poll(() => problems.filter((problem) => problem.startsWith('violation: '))).toEqual([expect.stringMatching(`^violation: connect-src refused ${elsewhere} `)]);
      problems.length = 0;
    });
  });
});
