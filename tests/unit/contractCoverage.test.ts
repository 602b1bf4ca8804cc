// The console makes no call the contract does not declare: every endpoint of every data source
// (declared lists, their choice controls, the bespoke pages' sources) is one of its calls. And
// the demo serves the contract's calls and no other, but for the endpoints named below with why.
import { describe, expect, it } from 'vitest';
import { pathOf, type ApiCall } from '../../src/contract/call';
import { CALL_FAMILIES } from '../../src/contract/index';
import { demoRoutes } from '../../src/demo/handlers';
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

/** The demo's endpoints that are no call of the contract, each for a reason of its own. */
const SERVED_BESIDE_THE_CONTRACT = {
  // Stand-ins for the document service, a service other than the API whose address is a build
  // setting (the contract names the invoice's as an external link).
  documentService: ['GET /servicio-documentos/certificado', 'GET /servicio-documentos/factura'],
  // The refusal of a document kind the contract does not name, as the server refuses it.
  unknownDocumentKind: ['POST /api/core/interno/documento-csv/:documento'],
  // Served for configured screens (issue 41): tables of the backend that no compiled screen
  // reads. The console's contract does not describe them; the screen file that shows one
  // declares its fields, so they are not in docs/openapi.json either.
  configuredScreens: [
    'GET /api/core/interno/aula/list',
    'POST /api/core/interno/aula',
    'PUT /api/core/interno/aula',
    'DELETE /api/core/interno/aula',
    'GET /api/core/interno/proveedor/list',
    'POST /api/core/interno/proveedor',
    'PUT /api/core/interno/proveedor',
    'DELETE /api/core/interno/proveedor',
  ],
};

describe('the demo API', () => {
  it('serves every call of the contract, and no other endpoint but those named with their reason', () => {
    const calls = [...declared].flatMap((call) => {
      const [part, values] = Object.entries(call.pathParams ?? {})[0] ?? [];
      return (part ? values.map((value) => pathOf(call, { [part]: value })) : [call.path]).map((path) => `${call.method} ${path}`);
    });
    const served = demoRoutes.map((route) => `${route.method} ${route.path}`);
    expect(calls.filter((call) => !served.includes(call))).toEqual([]);
    expect(served.filter((endpoint) => !calls.includes(endpoint)).sort()).toEqual(Object.values(SERVED_BESIDE_THE_CONTRACT).flat().sort());
  });
});
