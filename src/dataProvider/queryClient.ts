import { QueryClient, type Query } from '@tanstack/react-query';
import { LIBRARY_DEFAULT_READS, retryDelay, retryRead, type ReadPolicy } from './readPolicy';

/** Where the query client finds the read policy of a resource's source, once it is known. */
export interface PolicyLookup {
  policyOf(name: string): ReadPolicy | undefined;
}

/**
 * The console's React Query client. Every query follows its data source's read policy
 * (react-admin keys a query by the resource name first), looked up each time React Query asks,
 * so that it holds however early the query was made: before its area loaded too. Until its
 * source is known a query is in its first fetch, where stale time and focus change nothing; a
 * query of no source (react-admin's own) keeps the library's. A failure carries its retries
 * (retryRead): a query of no source is never retried. Mutations never retry (DESIGN.md).
 */
export function createQueryClient(sources: PolicyLookup): QueryClient {
  const policyOf = ({ queryKey: [name] }: Query): ReadPolicy => (typeof name === 'string' ? sources.policyOf(name) : undefined) ?? LIBRARY_DEFAULT_READS;
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: (query) => policyOf(query).staleTime,
        refetchOnWindowFocus: (query) => policyOf(query).refetchOnWindowFocus,
        retry: retryRead,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
