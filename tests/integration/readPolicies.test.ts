// The data provider and the query client wired as App.tsx wires them, against the demo API:
// how many times a failing list is asked for, and when, for each way a call can fail, in each
// area's regime (spec 01 §9, spec 02 §9). A declared list's area is loaded by its first call,
// after its query was made: the policy must hold all the same.
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { clearFaults, setFaults, type FaultRule } from '../../src/demo/faults';
import { declaredNames, pageSources } from '../../src/screens/registry';
import { setUpDemoApi } from '../support/demoApi';

const { server, api } = setUpDemoApi();

const MOTIVO = 'Base de datos caída';
const UNREADABLE = 'No se ha podido procesar la petición';

/** A list of each regime: its resource, its server filter and the path its call asks. */
const LISTS = {
  'a marketing list (spec 01 §9)': { resource: 'marketing/gestion/telefonos-entrantes', filter: { mes: '10/2026' }, path: '/api/core/marketing/feedback/list/incoming-phone' },
  'a declared list of a spec 02 area': { resource: 'administracion/asignaturas', filter: {}, path: '/api/core/planificacion/asignatura/list' },
  "a bespoke page's list of a spec 02 area": { resource: 'administracion/calendario', filter: { mes: '10/2026' }, path: '/api/core/interno/eventos-calendario/list' },
};
type Regime = keyof typeof LISTS;

/** Each failure that is final: what the fault rule answers, and the text the user reads. */
const FINAL: [string, Omit<FaultRule, 'path'>, string][] = [
  ['a refusal (resultado not ok)', { kind: 'error', motivo: MOTIVO }, MOTIVO],
  ['HTTP 403', { kind: 'forbidden', motivo: 'No tienes permiso' }, 'No tienes permiso'],
  ['HTTP 401', { kind: 'unauthorized', motivo: 'Sesión caducada' }, 'Sesión caducada'],
  ['datos null', { kind: 'answer', datos: null }, UNREADABLE],
  ['an object where a list is expected', { kind: 'answer', datos: { filas: [] } }, UNREADABLE],
  ['a body that is not JSON, with HTTP 200', { kind: 'invalid-json' }, UNREADABLE],
];

/** Each failure that asking again may cure. */
const RETRYABLE: [string, Omit<FaultRule, 'path'>, string][] = [
  ['HTTP 500 without an envelope', { kind: 'http500' }, UNREADABLE],
  ['HTTP 500 with an envelope', { kind: 'http500-envelope', motivo: MOTIVO }, MOTIVO],
  ['a network failure', { kind: 'network' }, UNREADABLE],
];

/** The demo's clock at each call of `path` since the test began, from its first call. */
let callTimes: (path: string) => number[];

beforeEach(() => {
  // The unreadable answers are written to the browser console, as they should be: not here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const calls: { path: string; at: number }[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push({ path: new URL(request.url).pathname, at: Date.now() });
  });
  callTimes = (path) => {
    const times = calls.filter((call) => call.path === path).map((call) => call.at);
    return times.map((at) => at - times[0]);
  };
});
afterEach(() => {
  server.events.removeAllListeners();
  clearFaults();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Watches the list as react-admin's useGetList does, on a console wired afresh (no area loaded
 * yet), until it has failed: the message it failed with. The retries' waits pass on a fake clock.
 */
async function failedList(regime: Regime): Promise<string> {
  const { resource, filter } = LISTS[regime];
  const catalogue = createSourceCatalogue({ lazy: pageSources, declared: declaredNames });
  const client = createQueryClient(catalogue);
  const dataProvider = createDataProvider(catalogue, api);
  const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter };
  const observer = new QueryObserver(client, {
    queryKey: [resource, 'getList', params],
    queryFn: () => dataProvider.getList(resource, params),
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const unsubscribe = observer.subscribe(() => undefined);
  while (observer.getCurrentResult().status === 'pending') await vi.advanceTimersToNextTimerAsync();
  unsubscribe();
  return observer.getCurrentResult().error?.message ?? 'no failure';
}

describe.each(Object.keys(LISTS) as Regime[])('%s', (regime) => {
  const { path } = LISTS[regime];

  it.each(FINAL)('%s is asked once and shown at once', async (_shape, rule, text) => {
    setFaults([{ path, ...rule }]);
    expect(await failedList(regime)).toBe(text);
    expect(callTimes(path)).toEqual([0]);
  });

  it.each(RETRYABLE)('%s is asked again as its policy says', async (_shape, rule, text) => {
    setFaults([{ path, ...rule }]);
    expect(await failedList(regime)).toBe(text);
    expect(callTimes(path)).toEqual(regime === 'a marketing list (spec 01 §9)' ? [0, 1000, 3000, 7000] : [0, 1000]);
  });

  it('a retryable failure that passes on the retry shows the list', async () => {
    setFaults([{ path, kind: 'http500', times: 1 }]);
    expect(await failedList(regime)).toBe('no failure');
    expect(callTimes(path)).toEqual([0, 1000]);
  });
});
