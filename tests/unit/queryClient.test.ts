import { QueryObserver, focusManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/dataProvider/ApiError';
import { createQueryClient, type PolicyLookup } from '../../src/dataProvider/queryClient';
import { CACHED_READS, LIBRARY_DEFAULT_READS, readFailure, retryDelay, retryRead, type ReadPolicy } from '../../src/dataProvider/readPolicy';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadAllSources } from '../../src/screens/registry';

const dataSources = await loadAllSources();

const retryable = () => new ApiError('No se ha podido procesar la petición', { status: 500, retryable: true });
const refusal = () => new ApiError('La asignatura no existe', { status: 200, retryable: false });

const MARKETING = 'marketing/gestion/leads';
const ADMINISTRATION = 'administracion/asignaturas';
const policies = new Map<string, ReadPolicy>([
  [MARKETING, LIBRARY_DEFAULT_READS],
  [ADMINISTRATION, CACHED_READS],
]);
const lookup: PolicyLookup = { policyOf: (name) => policies.get(name) };

/** react-admin's key of a list query of `resource`. */
const listKey = (resource: string) => [resource, 'getList', { filter: {} }];

describe('the read policies of spec 01 §9 and spec 02 §9', () => {
  it.each([
    ['marketing/feedback', 'marketing'],
    ['marketing/peticiones-web', 'marketing'],
    ['marketing/feedback-central', 'marketing'],
    ['marketing/gestion/leads', 'marketing'],
    ['marketing/gestion/telefonos-entrantes', 'marketing'],
    ['marketing/analisis', 'marketing'],
    ['marketing/leads-dia', 'marketing'],
    ['administracion/asignaturas', 'spec 02'],
    ['administracion/centros-estudio', 'spec 02'],
    ['administracion/calendario', 'spec 02'],
    ['contabilidad/facturas', 'spec 02'],
    ['contabilidad/alumnos', 'spec 02'],
    ['clientes/fichas', 'spec 02'],
    ['personal/administracion', 'spec 02'],
  ])('%s reads as %s says', (name, regime) => {
    const expected =
      regime === 'marketing'
        ? { staleTime: 0, refetchOnWindowFocus: true, retries: 3 }
        : { staleTime: 300000, refetchOnWindowFocus: false, retries: 1 };
    expect(createSourceCatalogue({ sources: dataSources }).policyOf(name)).toEqual(expected);
  });

  it('waits 1000 ms, doubling, at most 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('readFailure and retryRead', () => {
  it("a retryable failure of a source's read carries its policy's retries", () => {
    const failure = readFailure(retryable(), CACHED_READS) as ApiError;
    expect([failure.message, failure.status, failure.retries]).toEqual(['No se ha podido procesar la petición', 500, 1]);
    expect([0, 1, 2].map((count) => retryRead(count, failure))).toEqual([true, false, false]);
    const marketing = readFailure(retryable(), LIBRARY_DEFAULT_READS);
    expect([0, 1, 2, 3].map((count) => retryRead(count, marketing))).toEqual([true, true, true, false]);
  });

  it('a refusal, a 4xx and an unreadable answer stay final whatever the policy', () => {
    for (const final of [
      refusal(),
      new ApiError('Prohibido', { status: 403, retryable: false }),
      new ApiError('Sesión caducada', { status: 401, retryable: false, endsSession: true }),
      new ApiError('No se ha podido procesar la petición', { status: 200, retryable: false }),
    ]) {
      const failure = readFailure(final, LIBRARY_DEFAULT_READS);
      expect(failure).toBe(final);
      expect(retryRead(0, failure)).toBe(false);
    }
  });

  it('retries nothing that no source allowed', () => {
    expect(retryRead(0, retryable())).toBe(false);
    expect(retryRead(0, readFailure(new Error('boom'), LIBRARY_DEFAULT_READS))).toBe(false);
    expect(retryRead(0, { retries: 3, message: 'imitación' })).toBe(false);
    expect(retryRead(0, undefined)).toBe(false);
  });
});

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('never retries a mutation', () => {
    expect(createQueryClient(lookup).getDefaultOptions().mutations?.retry).toBe(false);
  });

  /**
   * Runs a read of `resource` whose every attempt fails with `error()` as the data provider
   * gives it (with its source's retries): the times of the attempts, once the read has failed.
   */
  async function attempts(resource: string, error: () => unknown): Promise<number[]> {
    vi.useFakeTimers();
    const client = createQueryClient(lookup);
    const times: number[] = [];
    const start = Date.now();
    let settled = false;
    const outcome = client
      .fetchQuery({
        queryKey: listKey(resource),
        queryFn: async () => {
          times.push(Date.now() - start);
          throw error();
        },
      })
      .catch((reason: unknown) => reason)
      .finally(() => (settled = true));
    while (!settled) await vi.advanceTimersToNextTimerAsync();
    expect(await outcome).toBeInstanceOf(Error);
    return times;
  }

  const asRead = (resource: string, error: () => ApiError) => () => readFailure(error(), policies.get(resource) as ReadPolicy);

  it('runs a failing retryable marketing read 4 times (1 + 3 retries) at 1 s, 2 s and 4 s', async () => {
    expect(await attempts(MARKETING, asRead(MARKETING, retryable))).toEqual([0, 1000, 3000, 7000]);
  });

  it('runs a failing retryable read of a spec 02 area twice (1 + 1 retry), 1 s apart', async () => {
    expect(await attempts(ADMINISTRATION, asRead(ADMINISTRATION, retryable))).toEqual([0, 1000]);
  });

  it('runs a refused read once, in either area', async () => {
    expect(await attempts(MARKETING, asRead(MARKETING, refusal))).toEqual([0]);
    expect(await attempts(ADMINISTRATION, asRead(ADMINISTRATION, refusal))).toEqual([0]);
  });

  it('runs a read of no source once, whatever it fails with', async () => {
    expect(await attempts('auth', retryable)).toEqual([0]);
    expect(await attempts('auth', () => new Error('boom'))).toEqual([0]);
  });

  /** Watches a list of `resource` on `client` with this query function, until it is first read. */
  async function watch(client: QueryClient, resource: string, queryFn: () => Promise<unknown>) {
    const observer = new QueryObserver(client, { queryKey: listKey(resource), queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    return { observer, unsubscribe };
  }

  it('asks a marketing list again when the window regains focus, a list of a spec 02 area not', async () => {
    const client = createQueryClient(lookup);
    // As QueryClientProvider does: the client listens to the window's focus.
    client.mount();
    const marketing = vi.fn(async () => ({ data: [], total: 0 }));
    const administration = vi.fn(async () => ({ data: [], total: 0 }));
    const watched = [await watch(client, MARKETING, marketing), await watch(client, ADMINISTRATION, administration)];
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    // Both lists are judged in the same pass over the cache: once the marketing list is asked
    // again, the other has been judged too.
    await vi.waitFor(() => expect(marketing).toHaveBeenCalledTimes(2));
    expect(administration).toHaveBeenCalledTimes(1);
    for (const { unsubscribe } of watched) unsubscribe();
    client.unmount();
  });

  /**
   * How many times a list is asked for by two screens mounting one after the other; `onRead`
   * runs as each read is made.
   */
  async function readsOnRemount(resource: string, client = createQueryClient(lookup), onRead = () => undefined): Promise<number> {
    const queryFn = vi.fn(async () => {
      onRead();
      return { data: [], total: 0 };
    });
    for (let mount = 0; mount < 2; mount++) {
      const { observer, unsubscribe } = await watch(client, resource, queryFn);
      await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
      unsubscribe();
    }
    return queryFn.mock.calls.length;
  }

  it('asks a marketing list again when a screen mounts; a spec 02 list within 5 minutes is taken from the cache', async () => {
    expect(await readsOnRemount(MARKETING)).toBe(2);
    expect(await readsOnRemount(ADMINISTRATION)).toBe(1);
  });

  it("follows a source's policy learnt while its first read was out, as when that read loads the source's area", async () => {
    const known = new Map<string, ReadPolicy>();
    const client = createQueryClient({ policyOf: (name) => known.get(name) });
    expect(await readsOnRemount(ADMINISTRATION, client, () => void known.set(ADMINISTRATION, CACHED_READS))).toBe(1);
  });
});
