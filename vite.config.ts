import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { SESSION_KEY } from './src/authProvider/session.ts';

/**
 * When a session is stored, the HTML itself starts loading the console (and the demo API),
 * while the entry is still on its way: otherwise their download would wait for the entry to
 * run and import them. Without a session nothing more is loaded: the sign-in page stays small.
 * The modules' files are asked for in the order given: the small demo API first, so that it
 * starts while the console's larger files still download, not after them.
 */
function preloadWhenSignedIn(modules: readonly string[]): Plugin {
  return {
    name: 'preload-when-signed-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const addWithImports = (chunk: Rolldown.OutputChunk) => {
          if (chunk.isEntry || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) addWithImports(byFile.get(file)!);
        };
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (chunk) addWithImports(chunk);
        }
        if (files.size === 0) throw new Error(`preload-when-signed-in: none of ${modules.join(', ')} is a chunk of the build`);
        const hrefs = JSON.stringify([...files].map((file) => `/${file}`));
        return [
          {
            tag: 'script',
            injectTo: 'head',
            children: `if(localStorage.getItem(${JSON.stringify(SESSION_KEY)}))for(const href of ${hrefs}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}`,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadWhenSignedIn(['src/demo/browser.ts', 'src/console.tsx'])],
  // See src/demo/registrableDomain.ts: MSW's cookie jar without the public-suffix list.
  resolve: { alias: { tldts: fileURLToPath(new URL('./src/demo/registrableDomain.ts', import.meta.url)) } },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', chunkSizeWarningLimit: 1500 },
});
