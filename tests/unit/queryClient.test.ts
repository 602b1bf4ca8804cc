import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/dataProvider/ApiError';
import { createQueryClient, retryDelay, shouldRetry } from '../../src/dataProvider/queryClient';

const retryable = () => new ApiError('No se ha podido procesar la petición', { status: 500, retryable: true });
const final = () => new ApiError('La asignatura no existe', { status: 200, retryable: false });

describe('shouldRetry', () => {
  it('retries a retryable ApiError while fewer than 3 failures have been retried', () => {
    expect(shouldRetry(0, retryable())).toBe(true);
    expect(shouldRetry(1, retryable())).toBe(true);
    expect(shouldRetry(2, retryable())).toBe(true);
    expect(shouldRetry(3, retryable())).toBe(false);
    expect(shouldRetry(4, retryable())).toBe(false);
  });

  it('retries a network failure (no status)', () => {
    expect(shouldRetry(0, new ApiError('x', { retryable: true }))).toBe(true);
  });

  it('never retries a refusal', () => {
    for (const count of [0, 1, 2, 3]) expect(shouldRetry(count, final())).toBe(false);
    expect(shouldRetry(0, new ApiError('No encontrado', { status: 404, retryable: false }))).toBe(false);
    expect(shouldRetry(0, new ApiError('Sesión', { status: 401, retryable: false }))).toBe(false);
  });

  it('never retries an error that is not an ApiError', () => {
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
    expect(shouldRetry(0, { retryable: true, message: 'imitación' })).toBe(false);
    expect(shouldRetry(0, undefined)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('starts at 1000 ms and doubles', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('is capped at 30000 ms', () => {
    expect(retryDelay(5)).toBe(30000);
    expect(retryDelay(6)).toBe(30000);
    expect(retryDelay(50)).toBe(30000);
  });
});

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets the defaults of DESIGN.md', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(300000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('gives each call a fresh client', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });

  it('runs a failing retryable read 4 times (1 + 3 retries) at 1 s, 2 s and 4 s', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const calls: number[] = [];
    const start = Date.now();
    const queryFn = vi.fn(async () => {
      calls.push(Date.now() - start);
      throw retryable();
    });
    const outcome = client.fetchQuery({ queryKey: ['retryable'], queryFn }).then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(calls).toEqual([0, 1000, 3000, 7000]);
  });

  it('runs a refused read once', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw final();
    });
    const outcome = client.fetchQuery({ queryKey: ['final'], queryFn }).then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(((await outcome) as ApiError).message).toBe('La asignatura no existe');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('never retries a mutation', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const mutationFn = vi.fn(async () => {
      throw retryable();
    });
    const outcome = client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .then(
        () => 'resolved',
        (error: unknown) => error,
      );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toBeInstanceOf(ApiError);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
