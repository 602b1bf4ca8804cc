import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { vi } from 'vitest';

/** Debian's nginx, or the one named by NGINX (deploy/serve reads the same variable). */
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
export const nginxPresent = () => existsSync(NGINX);

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

/**
 * Builds the console for a real API with exactly these VITE_* settings (none from the
 * environment), in production mode (inside Vitest NODE_ENV is 'test').
 */
export function buildConsole(outDir: string, settings: Record<string, string>): void {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of Object.keys(env)) if (name.startsWith('VITE_')) delete env[name];
  execFileSync(path.join('node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...env, ...settings },
    stdio: 'inherit',
  });
}

/** A request the stand-in API received. */
export interface ApiRequest {
  method: string;
  url: string;
  authorization?: string;
}

/**
 * A stand-in for the real API on 127.0.0.1: every call answered 'ok' with an empty list, as a
 * cross-origin API answers the console (CORS, with the bearer header allowed).
 */
export async function startApi(): Promise<{ origin: string; requests: ApiRequest[]; close: () => Promise<void> }> {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port free on 127.0.0.1 a moment ago. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Runs `deploy/serve DIST PORT` as the production host would, until `stop`. Its error output
 * is kept, to say why when it does not start.
 */
export async function serveBuild(dist: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(path.join('deploy', 'serve'), [dist, String(port)], {
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
