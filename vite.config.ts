import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { declaredScreens } from './build/declaredScreens.ts';
import { demoScreensFolder } from './build/demoScreensFolder.ts';
import { loadedWithinConsole } from './build/loadedWithinConsole.ts';
import { retryableImports } from './build/retryableImports.ts';
import { hostingFiles } from './deploy/buildOutput.ts';

/** `personal-declarations` for the personnel area's declarations (build/declaredScreens.ts), and so on for each area. */
function areaChunkName(moduleId: string | null): string | undefined {
  const area = moduleId && /^\0virtual:declared-screens\/([^/]+)$/.exec(moduleId);
  return area ? `${area[1]}-declarations` : undefined;
}

export default defineConfig({
  plugins: [
    react(),
    loadedWithinConsole({ console: 'src/console.tsx', outside: ['src/main.tsx', 'src/signInScreen.tsx', 'src/authProvider/signIn.ts', 'src/demo'] }),
    declaredScreens('src/screens'),
    retryableImports({ folder: 'src', helper: 'src/common/retryingImport.ts' }),
    hostingFiles(),
    demoScreensFolder('src/demo/pantallas'),
  ],
  // See src/demo/registrableDomain.ts: MSW's cookie jar without the public-suffix list.
  resolve: { alias: { tldts: fileURLToPath(new URL('./src/demo/registrableDomain.ts', import.meta.url)) } },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    // An area's declarations are named by their area, as their folder is (`personal-declarations-….js`),
    // not all alike by their module's name (`declarations-….js`).
    rolldownOptions: { output: { chunkFileNames: (chunk) => `assets/${areaChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js` } },
  },
});
