import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hostingFiles } from '../../deploy/buildOutput.ts';

// Built with the console's settings (VITE_API_URL and the rest): its precompressed files and the
// Content-Security-Policy the console's build works out from them, which deploy/serve serves it under.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), hostingFiles()],
  build: { target: 'es2022', chunkSizeWarningLimit: 1500 },
});
