#!/usr/bin/env node
// `npm run demo:api [port]`: the demo API over HTTP on 127.0.0.1 (port 8787 by default), with
// the demo's seed (VITE_DEMO_SCALE multiplies it) and its faults (PUT them to /__demo/faults).
// The TypeScript modules are loaded through Vite, as the app bundles them.
import { createServer } from 'vite';

const port = Number(process.argv[2] ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`usage: npm run demo:api [port]  (not a port: ${process.argv[2]})`);
  process.exit(2);
}
const vite = await createServer({ logLevel: 'error', server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom' });
const { startDemoApiServer } = await vite.ssrLoadModule('/src/demo/httpServer.ts');
const server = await startDemoApiServer(port);
console.log(`Demo API on ${server.origin} (sign-in credential: demo). Ctrl-C stops it.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await server.close();
    await vite.close();
    process.exit(0);
  });
}
