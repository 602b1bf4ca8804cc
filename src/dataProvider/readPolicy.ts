// How a data source's reads are cached and retried (spec 01 §9, spec 02 §9, DESIGN.md "Data
// and state"). Each data source declares one; createQueryClient applies it to that source's
// queries, whichever hook asks (react-admin's useGetList and useGetOne, or the console's own).
import type { QueryObserverOptions } from '@tanstack/react-query';
import { ApiError } from './ApiError';

export interface ReadPolicy {
  /** Milliseconds an answer counts as fresh: a screen mounting within it does not ask again. */
  staleTime: number;
  refetchOnWindowFocus: boolean;
  /** Retries of a failure that asking again may cure (network, HTTP 5xx, unreadable answer). */
  retries: number;
}

/** Marketing (spec 01 §9): React Query's own defaults — always stale, asked again on focus, 3 retries. */
export const LIBRARY_DEFAULT_READS: ReadPolicy = { staleTime: 0, refetchOnWindowFocus: true, retries: 3 };

/** The areas of spec 02 (accounting, clients, administration, personnel): 5-minute cache, 1 retry. */
export const CACHED_READS: ReadPolicy = { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retries: 1 };

/** 1000 ms, doubling each time, at most 30000 ms (spec 01 §9; React Query's default too). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** A refusal (`resultado` not ok, HTTP 4xx) is final: only a retryable ApiError is asked again. */
export const retryWhenUseful = (retries: number) => (failureCount: number, error: unknown) =>
  error instanceof ApiError && error.retryable && failureCount < retries;

export type ReadQueryOptions = Pick<QueryObserverOptions, 'staleTime' | 'refetchOnMount' | 'refetchOnWindowFocus' | 'retry' | 'retryDelay'>;

/** The React Query options of a policy. A screen mounting refetches a stale answer in both. */
export function readQueryOptions(policy: ReadPolicy): ReadQueryOptions {
  return {
    staleTime: policy.staleTime,
    refetchOnMount: true,
    refetchOnWindowFocus: policy.refetchOnWindowFocus,
    retry: retryWhenUseful(policy.retries),
    retryDelay,
  };
}
