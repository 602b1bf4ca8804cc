import { defineConfig } from 'vitest/config';

// End-to-end tests: Debian's Chromium driven by playwright-core against the production demo
// build, served locally by the global setup. One browser at a time on a 2-core machine.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
