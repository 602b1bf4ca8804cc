import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

const OUT_DIR = 'dist-e2e';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the production demo (no VITE_API_URL) and serves it on 127.0.0.1 for the tests. */
export default async function setup(project: TestProject) {
  await build({ logLevel: 'warn', mode: 'production', build: { outDir: OUT_DIR, emptyOutDir: true } });
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
  };
}
