// How a data source's reads are cached and retried (spec 01 §9, spec 02 §9, DESIGN.md "Data
// and state"). Each data source declares one; the query client looks it up for every query of
// that source whenever React Query asks (queryClient.ts), whichever hook made the query.
import { ApiError } from './ApiError';

export interface ReadPolicy {
  /** Milliseconds an answer counts as fresh: a screen mounting within it does not ask again. */
  staleTime: number;
  refetchOnWindowFocus: boolean;
  /** Retries of a failure that asking again may cure (network failure, HTTP 5xx). */
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

/**
 * What a read of a source with this policy fails with: a retryable failure carries the retries
 * the policy allows, given by the data provider, which knows the source by the time it calls.
 */
export function readFailure(error: unknown, policy: ReadPolicy): unknown {
  return error instanceof ApiError && error.retryable ? error.withRetries(policy.retries) : error;
}

/**
 * React Query's `retry` for every query: as many times as the failure carries (readFailure). A
 * refusal, an unreadable answer, and any failure of a query with no data source are final.
 */
export const retryRead = (failureCount: number, error: unknown): boolean => error instanceof ApiError && failureCount < error.retries;
