import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildRealApiConsole, servesWithNginx, type RealApiBuild } from './realApiBuild';

// One folder per run, so that two runs on one machine never serve each other's half-built files.
const OUT_DIR = path.join('dist-e2e', String(process.pid));
const REAL_API_DIR = path.join('dist-e2e', `${process.pid}-api`);

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The real-API build, where the tests that serve it with nginx run. */
    realApiBuild: RealApiBuild | undefined;
  }
}

/**
 * Builds the production demo (no VITE_API_URL) and serves it on 127.0.0.1 for the tests, and the
 * real-API build once for the tests that serve it with deploy/serve (realApiBuild.ts). The
 * build runs in its own process: inside Vitest NODE_ENV is 'test', which would bundle React's
 * development runtime instead of the production one users get.
 */
export default async function setup(project: TestProject) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_API_URL;
  execFileSync(path.join('node_modules', '.bin', 'vite'), ['build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    env,
    stdio: 'inherit',
  });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { host: '127.0.0.1', port: 4190, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not start');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  project.provide('realApiBuild', servesWithNginx() ? await buildRealApiConsole(REAL_API_DIR) : undefined);
  return async () => {
    await server.close();
    await rm(OUT_DIR, { recursive: true, force: true });
    await rm(REAL_API_DIR, { recursive: true, force: true });
  };
}
