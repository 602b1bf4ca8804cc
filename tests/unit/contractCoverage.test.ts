// The console makes no call the contract does not declare: every endpoint of every data source
// (declared lists, their choice controls, the bespoke pages' sources) is one of its calls.
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../src/contract/call';
import { CALL_FAMILIES } from '../../src/contract/index';
import { loadAllSources } from '../../src/screens/registry';
import type { Endpoint } from '../../src/declaration/types';

const declared = new Set<ApiCall>(CALL_FAMILIES.flatMap((family) => Object.values(family.calls)));

describe('the contract', () => {
  it('declares every call of every data source', async () => {
    const undeclared: string[] = [];
    for (const source of await loadAllSources()) {
      const { actions, ...crud } = source.endpoints;
      const endpoints: [string, Endpoint<never> | undefined][] = [...Object.entries(crud), ...Object.entries(actions ?? {})];
      for (const [operation, endpoint] of endpoints) {
        if (!endpoint) continue;
        // A call chosen by the input (one province's list or all) is tried with both kinds of input.
        const calls = !('call' in endpoint) ? [] : typeof endpoint.call === 'function' ? [endpoint.call({} as never), endpoint.call({ provincia: 'Soria' } as never)] : [endpoint.call];
        if (calls.length === 0 || calls.some((call) => !declared.has(call))) undeclared.push(`${source.name} ${operation}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
