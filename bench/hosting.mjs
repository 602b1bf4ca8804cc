// The bench's servers, as the console ships: each build served by `deploy/serve` (nginx with the
// shipped configuration, the build's precompressed files and its Content-Security-Policy), and
// the API answered over HTTP by the demo API in a process of its own (`npm run demo:api`).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** Long enough for the demo API to load its modules through Vite and seed scale 25 on a busy machine. */
const START_TIMEOUT_MS = 120_000;

/** A port free on 127.0.0.1 a moment ago. */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a command in a process group of its own and resolves once `ready()` resolves; `stop`
 * ends the group (npm and nginx start children of their own).
 */
async function startProcess(command, args, env, ready) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} stopped (${child.exitCode}): ${errors}`);
    try {
      await ready();
      return stop;
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${command} ${args.join(' ')} did not answer: ${error}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Serves a build with `deploy/serve` on a free port; resolves to its base URL and a close function. */
export async function serveBuild(dist) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = await startProcess(path.join('deploy', 'serve'), [dist, String(port)], { NGINX }, async () => {
    const response = await fetch(baseUrl);
    if (!response.ok) throw new Error(`${baseUrl} answered ${response.status}`);
  });
  return { baseUrl, close };
}

/**
 * Starts the demo API at `origin` with its seed at `scale` and signs in to it with the demo's
 * credential: resolves to the session the console stores (its bearer token included) and a close function.
 */
export async function startDemoApi(origin, scale) {
  const port = new URL(origin).port;
  let session;
  const close = await startProcess('node', [path.join('scripts', 'demoApi.mjs'), port], { VITE_DEMO_SCALE: String(scale) }, async () => {
    const answer = await (await fetch(`${origin}/login/core?token=demo`)).json();
    if (answer.resultado !== 'ok') throw new Error(`the sign-in was refused: ${answer.motivo}`);
    session = answer.datos;
  });
  return { session: JSON.stringify(session), close };
}

/**
 * The API origin a real-API build was made for, as its Content-Security-Policy names it
 * (connect-src), or undefined for a demo build, whose API answers inside the page.
 */
export async function apiOriginOf(dist) {
  const policy = await readFile(path.join(dist, 'content-security-policy.txt'), 'utf8');
  const connect = policy.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
  return connect.split(/\s+/).find((source) => /^http:\/\/127\.0\.0\.1:\d+$/.test(source));
}
