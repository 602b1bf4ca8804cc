import { defineConfig } from 'vite';
import { hostingFiles } from '../../deploy/buildOutput.ts';

// Built as the console is (its precompressed files and its Content-Security-Policy, from the same
// VITE_* settings), so that deploy/serve serves it as it serves the console.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [hostingFiles()],
  build: { target: 'es2022' },
});
