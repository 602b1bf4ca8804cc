import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { vi } from 'vitest';
import { launchChromium } from './browser';
import { freePort, NGINX } from './realApiBuild';

/** An answer as this test reads it: status, headers and the bytes of the body, undecoded. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these request headers (Node's fetch would add and undo compression). */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** A request the stand-in API received. */
export interface ApiRequest {
  method: string;
  url: string;
  authorization?: string;
}

/**
 * A stand-in for the real API on 127.0.0.1:port: every call answered 'ok' with an empty list, as a
 * cross-origin API answers the console (CORS, with the bearer header allowed).
 */
export async function startApi(port: number): Promise<{ origin: string; requests: ApiRequest[]; close: () => Promise<void> }> {
  const requests: ApiRequest[] = [];
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    requests.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ resultado: 'ok', datos: [] }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs `deploy/serve DIST PORT [SCREENS_DIR]` as the production host would, until `stop`. Its
 * error output is kept, to say why when it does not start.
 */
export async function serveBuild(dist: string, screensDir?: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(path.join('deploy', 'serve'), [dist, String(port), ...(screensDir ? [screensDir] : [])], {
    env: { ...process.env, NGINX },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  await vi.waitFor(
    async () => {
      if (server.exitCode !== null) throw new Error(`deploy/serve stopped (${server.exitCode}): ${errors}`);
      await get(origin);
    },
    { timeout: 15_000, interval: 50 },
  );
  return {
    origin,
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `npm run demo:api PORT` in a process group of its own, as a backend team runs it, until `stop`:
 * the API a real-API build calls, answered over HTTP.
 */
export async function startDemoApi(origin: string, port: number): Promise<{ stop: () => Promise<void> }> {
  const demoApi = spawn('npm', ['run', 'demo:api', String(port)], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  await vi.waitFor(
    async () => {
      if (demoApi.exitCode !== null) throw new Error(`npm run demo:api stopped (${demoApi.exitCode})`);
      await get(`${origin}/login/core?token=demo`);
    },
    { timeout: 60_000, interval: 200 },
  );
  return {
    async stop() {
      // npm starts node in a process group of its own: both stop.
      if (!demoApi.pid || demoApi.exitCode !== null) return;
      const exited = new Promise((resolve) => demoApi.once('exit', resolve));
      process.kill(-demoApi.pid, 'SIGTERM');
      await exited;
    },
  };
}

/**
 * Google's sign-in script, as the test answers it in this closed network: the button it draws
 * ('Acceder con Google') hands the console this credential, as Google hands it a signed one. The
 * console then trades it for a session at the API (`GET /login/core`), as it does in production.
 */
export async function answerGoogleSignIn(context: BrowserContext, credential: string): Promise<void> {
  const script = `window.google = { accounts: { id: {
    initialize(config) { window.googleSignIn = config; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.textContent = 'Acceder con Google';
      button.addEventListener('click', () => window.googleSignIn.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn' }));
      parent.appendChild(button);
    },
    prompt() {}, cancel() {}, disableAutoSelect() {},
  } } };`;
  await context.route('https://accounts.google.com/gsi/client**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: script }));
}

/** The run's real-API build served by deploy/serve, and a browser page on it whose Google button signs in with the demo credential. */
export interface ServedConsole {
  origin: string;
  page: Page;
  /** Goes to /login and signs in through Google's button, until the console shows. */
  signIn(): Promise<void>;
  close(): Promise<void>;
}

export async function openServedConsole(dist: string): Promise<ServedConsole> {
  const server = await serveBuild(dist);
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'es-ES' });
  await answerGoogleSignIn(context, 'demo');
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return {
    origin: server.origin,
    page,
    async signIn() {
      await page.goto(`${server.origin}/login`);
      await page.getByRole('button', { name: 'Acceder con Google' }).click();
      await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
