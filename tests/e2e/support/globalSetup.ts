import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

// One folder per run, so that two runs on one machine never serve each other's half-built files.
const OUT_DIR = path.join('dist-e2e', String(process.pid));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the production demo (no VITE_API_URL) and serves it on 127.0.0.1 for the tests. The
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
  return async () => {
    await server.close();
    await rm(OUT_DIR, { recursive: true, force: true });
  };
}
