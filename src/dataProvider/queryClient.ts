import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';

const MAX_RETRIES = 3;

/** Reads retry only when asking again can help: a refusal (`resultado` not ok, 4xx) is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.retryable && failureCount < MAX_RETRIES;
}

/** 1000 ms, doubling each time, at most 30000 ms (spec 01 §9). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** React Query settings of DESIGN.md: 5-minute stale time, no refetch on focus, no mutation retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
