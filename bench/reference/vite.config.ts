import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The chunk of the seeded rows, which the bench does not count as the reference's JavaScript. */
export const SEED_CHUNK = 'seed';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: SEED_CHUNK, test: /[\\/]src[\\/]demo[\\/]|[\\/]bench[\\/]reference[\\/]centres\.ts$/ }] },
      },
    },
  },
});
