import { QueryObserver, focusManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/dataProvider/ApiError';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { CACHED_READS, LIBRARY_DEFAULT_READS, readQueryOptions, retryDelay, retryWhenUseful } from '../../src/dataProvider/readPolicy';
import type { DataSource } from '../../src/declaration/types';
import { loadAllSources } from '../../src/screens/registry';
import { testCall } from '../support/contract';

const dataSources = await loadAllSources();

const retryable = () => new ApiError('No se ha podido procesar la petición', { status: 500, retryable: true });
const final = () => new ApiError('La asignatura no existe', { status: 200, retryable: false });

const MARKETING = 'marketing/gestion/leads';
const ADMINISTRATION = 'administracion/asignaturas';
const sources: DataSource[] = [
  { name: MARKETING, readPolicy: LIBRARY_DEFAULT_READS, endpoints: { list: { call: testCall('/m') } } },
  { name: ADMINISTRATION, readPolicy: CACHED_READS, endpoints: { list: { call: testCall('/a') } } },
];

/** react-admin's key of a list query of `resource`. */
const listKey = (resource: string) => [resource, 'getList', { filter: {} }];

describe('the read policies of spec 01 §9', () => {
  it('marketing keeps the library defaults: always stale, refetch on mount and on window focus, 3 retries', () => {
    const options = readQueryOptions(LIBRARY_DEFAULT_READS);
    expect([options.staleTime, options.refetchOnMount, options.refetchOnWindowFocus]).toEqual([0, true, true]);
    const retry = options.retry as (count: number, error: unknown) => boolean;
    expect([0, 1, 2, 3].map((count) => retry(count, retryable()))).toEqual([true, true, true, false]);
  });

  it('the areas of spec 02: 5-minute stale time, no refetch on window focus, 1 retry', () => {
    const options = readQueryOptions(CACHED_READS);
    expect([options.staleTime, options.refetchOnWindowFocus]).toEqual([300000, false]);
    const retry = options.retry as (count: number, error: unknown) => boolean;
    expect([0, 1, 2].map((count) => retry(count, retryable()))).toEqual([true, false, false]);
  });

  it('waits 1000 ms, doubling, at most 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(readQueryOptions(CACHED_READS).retryDelay).toBe(retryDelay);
  });

  it('retries only what asking again may cure', () => {
    const retry = retryWhenUseful(3);
    expect(retry(0, new ApiError('x', { retryable: true }))).toBe(true);
    expect(retry(0, final())).toBe(false);
    expect(retry(0, new ApiError('No encontrado', { status: 404, retryable: false }))).toBe(false);
    expect(retry(0, new ApiError('Prohibido', { status: 403, retryable: false }))).toBe(false);
    expect(retry(0, new Error('boom'))).toBe(false);
    expect(retry(0, { retryable: true, message: 'imitación' })).toBe(false);
    expect(retry(0, undefined)).toBe(false);
  });
});

describe('every data source of the console declares its area policy', () => {
  it.each([
    ['marketing/feedback', 0],
    ['marketing/peticiones-web', 0],
    ['marketing/feedback-central', 0],
    ['marketing/gestion/leads', 0],
    ['marketing/gestion/telefonos-entrantes', 0],
    ['marketing/analisis', 0],
    ['marketing/leads-dia', 0],
    ['administracion/asignaturas', 300000],
    ['administracion/centros-estudio', 300000],
  ])('%s has a stale time of %i ms', (name, staleTime) => {
    const defaults = createQueryClient(dataSources).getQueryDefaults(listKey(name));
    expect(defaults.staleTime).toBe(staleTime);
    expect(defaults.refetchOnWindowFocus).toBe(staleTime === 0);
  });
});

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('sets no query default for every query, and never retries a mutation', () => {
    const defaults = createQueryClient(sources).getDefaultOptions();
    expect(defaults.queries).toBeUndefined();
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('gives each call a fresh client', () => {
    expect(createQueryClient(sources)).not.toBe(createQueryClient(sources));
  });

  /** Runs a read of `resource` whose every attempt fails with `error`: the times of the attempts. */
  async function attempts(client: QueryClient, resource: string, error: () => ApiError): Promise<number[]> {
    vi.useFakeTimers();
    const times: number[] = [];
    const start = Date.now();
    const outcome = client
      .fetchQuery({
        queryKey: listKey(resource),
        queryFn: async () => {
          times.push(Date.now() - start);
          throw error();
        },
      })
      .catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await outcome).toBeInstanceOf(ApiError);
    return times;
  }

  it('runs a failing retryable marketing read 4 times (1 + 3 retries) at 1 s, 2 s and 4 s', async () => {
    expect(await attempts(createQueryClient(sources), MARKETING, retryable)).toEqual([0, 1000, 3000, 7000]);
  });

  it('runs a failing retryable read of a spec 02 area twice (1 + 1 retry), 1 s apart', async () => {
    expect(await attempts(createQueryClient(sources), ADMINISTRATION, retryable)).toEqual([0, 1000]);
  });

  it('runs a refused read once, in either area', async () => {
    expect(await attempts(createQueryClient(sources), MARKETING, final)).toEqual([0]);
    expect(await attempts(createQueryClient(sources), ADMINISTRATION, final)).toEqual([0]);
  });

  /** How many times a watched list of `resource` is asked for: first, then after the window regains focus. */
  async function readsAroundFocus(resource: string): Promise<number> {
    const client = createQueryClient(sources);
    // As QueryClientProvider does: the client listens to the window's focus.
    client.mount();
    const queryFn = vi.fn(async () => ({ data: [], total: 0 }));
    const observer = new QueryObserver(client, { queryKey: listKey(resource), queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    unsubscribe();
    client.unmount();
    return queryFn.mock.calls.length;
  }

  it('asks a marketing list again when the window regains focus', async () => {
    expect(await readsAroundFocus(MARKETING)).toBe(2);
  });

  it('does not ask a list of a spec 02 area again when the window regains focus', async () => {
    expect(await readsAroundFocus(ADMINISTRATION)).toBe(1);
  });

  /** How many times a list is asked for by two screens mounting one after the other. */
  async function readsOnRemount(resource: string): Promise<number> {
    const client = createQueryClient(sources);
    const queryFn = vi.fn(async () => ({ data: [], total: 0 }));
    for (let mount = 0; mount < 2; mount++) {
      const observer = new QueryObserver(client, { queryKey: listKey(resource), queryFn });
      const unsubscribe = observer.subscribe(() => undefined);
      await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
      unsubscribe();
    }
    return queryFn.mock.calls.length;
  }

  it('asks a marketing list again when a screen mounts; a spec 02 list within 5 minutes is taken from the cache', async () => {
    expect(await readsOnRemount(MARKETING)).toBe(2);
    expect(await readsOnRemount(ADMINISTRATION)).toBe(1);
  });
});
