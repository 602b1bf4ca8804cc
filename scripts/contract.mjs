// `npm run contract`: writes docs/api-contract.md and docs/openapi.json from the contract. The
// TypeScript modules are loaded through Vite, as the app bundles them.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';

const vite = await createServer({ logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
try {
  const { CONTRACT_FILES } = await vite.ssrLoadModule('/scripts/contractDocument.ts');
  for (const [file, write] of Object.entries(CONTRACT_FILES)) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, write());
    console.log(`wrote ${file}`);
  }
} finally {
  await vite.close();
}
