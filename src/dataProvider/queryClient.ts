import { QueryClient } from '@tanstack/react-query';
import type { DataSource } from '../declaration/types';
import { readQueryOptions } from './readPolicy';

/** A source's name and read policy: all the query client needs of it. */
type SourcePolicy = Pick<DataSource, 'name' | 'readPolicy'>;

/**
 * The console's React Query client: each data source's queries (react-admin keys them by the
 * resource name first) follow the read policy the source declares; no default for every
 * query hides the difference between areas. Mutations never retry (DESIGN.md).
 */
export function createQueryClient(sources: readonly SourcePolicy[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  applyReadPolicies(client, sources);
  return client;
}

/** Gives the sources' queries their read policies: at start, and for each area as it loads. */
export function applyReadPolicies(client: QueryClient, sources: readonly SourcePolicy[]): void {
  for (const source of sources) client.setQueryDefaults([source.name], readQueryOptions(source.readPolicy));
}
