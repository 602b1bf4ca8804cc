// The contract's examples, taken from the demo API: each call asked of the demo's handlers in Node
// with its parameters' examples, on a database seeded for a fixed day, so that the examples stay
// the same from one run to the next. The caller fixes the clock (the demo dates what it creates).
import { getResponse } from 'msw';
import { pathOf, type ApiCall } from '../../src/contract/call';
import { encodeQuery, type QueryParams } from '../../src/dataProvider/query';
import { resetDb } from '../../src/demo/db';
import { clearFaults, setFaults, type FaultKind } from '../../src/demo/faults';
import { handlers } from '../../src/demo/handlers';
import { serveCertificatesFrom } from '../../src/demo/areas/certificados';

/** The day the examples' data is seeded for; the clock must stand at it while they are taken. */
export const EXAMPLE_DAY = new Date(2026, 10, 16, 12, 0, 0);

/** Where `npm run demo:api` answers by default: the examples' documents are served there. */
export const DEMO_API_ORIGIN = 'http://127.0.0.1:8787';

export interface DemoAnswer {
  status: number;
  body: unknown;
}

/** The parameters' examples of a call: every required one must have one. */
export function exampleQuery(call: ApiCall): QueryParams {
  return Object.fromEntries(
    Object.entries(call.query ?? {}).flatMap(([name, param]) => {
      if (param.example === undefined && param.required) throw new Error(`${call.method} ${call.path}: give ${name} an example`);
      return param.example === undefined ? [] : [[name, param.example]];
    }),
  );
}

/** The value each `{name}` of the path takes in the examples: the first of its values. */
export const examplePathValues = (call: ApiCall): Record<string, string> =>
  Object.fromEntries(Object.entries(call.pathParams ?? {}).map(([name, values]) => [name, values[0]]));

/** The example request of a call, as its path and query string. */
export const exampleRequest = (call: ApiCall) => `${pathOf(call, examplePathValues(call))}${encodeQuery(exampleQuery(call))}`;

/**
 * A list longer than two items, or a map of more than two entries, as its first two: an example
 * shows the shape, not the seed. Lists of plain values (headers, codes, slots) are kept whole.
 */
export function shortened(value: unknown, isMap = false): unknown {
  if (Array.isArray(value)) {
    const plain = value.every((item) => item === null || typeof item !== 'object');
    return (plain ? value : value.slice(0, 2)).map((item) => shortened(item));
  }
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, item]) => [key, shortened(item)] as const);
  return Object.fromEntries(isMap ? entries.slice(0, 2) : entries);
}

/** The demo API, seeded for EXAMPLE_DAY and signed in with the demo's credential. */
export async function demoApi() {
  const ask = async (method: string, path: string, query: QueryParams = {}, token?: string): Promise<DemoAnswer> => {
    const request = new Request(`${DEMO_API_ORIGIN}${path}${encodeQuery(query)}`, {
      method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`${method} ${path}: the demo has no handler`);
    return { status: response.status, body: await response.json() };
  };
  resetDb({ scale: 1, today: EXAMPLE_DAY });
  clearFaults();
  serveCertificatesFrom(DEMO_API_ORIGIN);
  const signIn = await ask('GET', '/login/core', { token: 'demo' });
  const token = (signIn.body as { datos: { token: string } }).datos.token;

  return {
    signIn,
    /** The call asked with its examples; a change starts from the seed, so that examples do not depend on each other. */
    async answer(call: ApiCall): Promise<DemoAnswer> {
      if (call.method !== 'GET') resetDb({ scale: 1, today: EXAMPLE_DAY });
      return ask(call.method, pathOf(call, examplePathValues(call)), exampleQuery(call), call.path.startsWith('/api/') ? token : undefined);
    },
    /** The demo's refusal of the call asked without its parameters, when it refuses one. */
    async refusal(call: ApiCall): Promise<DemoAnswer | undefined> {
      if (!Object.values(call.query ?? {}).some((param) => param.required)) return undefined;
      const answer = await ask(call.method, pathOf(call, examplePathValues(call)), {}, token);
      const refused = answer.status === 200 && (answer.body as { resultado?: unknown }).resultado !== 'ok';
      return refused ? answer : undefined;
    },
    /** The call answered without a session. */
    withoutSession: (call: ApiCall) => ask(call.method, pathOf(call, examplePathValues(call)), exampleQuery(call)),
    /** The call answered as the demo answers it under one of its faults. */
    async underFault(call: ApiCall, kind: FaultKind): Promise<DemoAnswer> {
      const path = pathOf(call, examplePathValues(call));
      setFaults([{ path, kind }]);
      try {
        return await ask(call.method, path, exampleQuery(call), token);
      } finally {
        clearFaults();
      }
    },
  };
}

export type DemoApi = Awaited<ReturnType<typeof demoApi>>;
