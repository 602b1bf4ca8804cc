// The console makes no call the contract does not declare: every endpoint of every data source
// (declared lists, their choice controls, the bespoke pages' sources) is one of its calls.
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../src/contract/call';
import { CALL_FAMILIES } from '../../src/contract/index';
import { loadAllSources } from '../../src/screens/registry';
import type { Endpoint } from '../../src/declaration/types';

const declared = new Set<ApiCall>(CALL_FAMILIES.flatMap((family) => Object.values(family.calls)));

/**
 * Every endpoint whose call is chosen by its input, with an input for each of its choices: a
 * chooser missing here fails the test, so that each branch of each one is tried.
 */
const CHOOSERS: Record<string, readonly object[]> = {
  // One province's list, or every province's.
  'administracion/centros-estudio list': [{}, { provincia: 'Soria' }],
};

/** Each endpoint of every data source, named '<source> <operation>'. */
async function allEndpoints(): Promise<[string, Endpoint<never>][]> {
  return (await loadAllSources()).flatMap((source) => {
    const { actions, ...crud } = source.endpoints;
    return [...Object.entries(crud), ...Object.entries(actions ?? {})].flatMap(([operation, endpoint]) =>
      endpoint ? [[`${source.name} ${operation}`, endpoint as Endpoint<never>] as [string, Endpoint<never>]] : [],
    );
  });
}

describe('the contract', () => {
  it('declares every call of every data source, each choice of a call chosen by its input included', async () => {
    const undeclared: string[] = [];
    const choosers: string[] = [];
    for (const [name, endpoint] of await allEndpoints()) {
      const { call: choose } = endpoint;
      if (typeof choose !== 'function') {
        if (!declared.has(choose)) undeclared.push(name);
        continue;
      }
      choosers.push(name);
      const inputs = CHOOSERS[name] ?? [];
      const calls = inputs.map((input) => choose(input as never));
      // Each input picks a choice of its own.
      expect(new Set(calls).size, name).toBe(inputs.length);
      for (const call of calls) if (!declared.has(call)) undeclared.push(`${name} (${call.method} ${call.path})`);
    }
    expect(undeclared).toEqual([]);
    expect(choosers).toEqual(Object.keys(CHOOSERS));
  });
});
