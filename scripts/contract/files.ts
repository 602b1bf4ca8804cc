// The two files of the written contract, both from the contract's declarations (src/contract/)
// and the demo API's answers. `npm run contract` writes them through the test that checks them
// (tests/unit/contractDocument.test.ts), which stands the clock at the examples' day.
import { demoApi } from './examples';
import { contractMarkdown } from './markdown';
import { contractOpenApi } from './openapi';

export const CONTRACT_FILES = ['docs/openapi.json', 'docs/api-contract.md'] as const;

export async function contractFiles(): Promise<Record<(typeof CONTRACT_FILES)[number], string>> {
  const openapi = await contractOpenApi(await demoApi());
  return {
    'docs/openapi.json': `${JSON.stringify(openapi, null, 2)}\n`,
    'docs/api-contract.md': contractMarkdown(openapi as Parameters<typeof contractMarkdown>[0]),
  };
}
