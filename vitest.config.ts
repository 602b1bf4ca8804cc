import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { declaredScreens } from './build/declaredScreens.ts';

// Unit and integration tests run in Node; component tests need a DOM.
export default defineConfig({
  plugins: [react(), declaredScreens('src/screens')],
  test: {
    projects: [
      {
        extends: true,
        // The demo's seed tests build every table several times: seconds on a quiet machine, far
        // more while other work shares its two cores. A timeout here only catches a hang.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'], environment: 'node', testTimeout: 20000 },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
