// The real-API build that the hosting, generated-mock and demo:api tests share: built once per
// run by the global setup, for an API on 127.0.0.1 at a port chosen there, which each test file
// answers in turn (files run one at a time). Nothing here imports Vitest: the setup uses it too.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

/** Debian's nginx, or the one named by NGINX (deploy/serve reads the same variable). */
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** The tests that serve the build with deploy/serve run where nginx is, and always under CI. */
export const servesWithNginx = () => existsSync(NGINX) || Boolean(process.env.CI);

/** The Google client id the build is made with: its sign-in is answered by the tests. */
export const GOOGLE_CLIENT_ID = 'consola-pruebas.apps.googleusercontent.com';

export interface RealApiBuild {
  /** The build's folder. */
  dist: string;
  /** The API origin it calls, http://127.0.0.1:<port>. */
  apiOrigin: string;
  apiPort: number;
}

/** A port free on 127.0.0.1 a moment ago. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Builds the console with exactly these VITE_* settings (none from the environment), in
 * production mode (inside Vitest NODE_ENV is 'test', which would bundle React's development runtime).
 */
export function buildConsole(outDir: string, settings: Record<string, string>): void {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of Object.keys(env)) if (name.startsWith('VITE_')) delete env[name];
  execFileSync(path.join('node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...env, ...settings },
    stdio: 'inherit',
  });
}

export async function buildRealApiConsole(dist: string): Promise<RealApiBuild> {
  const apiPort = await freePort();
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  buildConsole(dist, { VITE_API_URL: apiOrigin, VITE_GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID });
  return { dist, apiOrigin, apiPort };
}
