import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import type { QueryParams } from '../../dataProvider/query';

/**
 * The getList parameters of a whole list. The API has no paging: the data provider ignores
 * pagination and sort, and the client sorts and pages. They only make react-admin's cache key,
 * which must be the same for a screen's query and for an earlier fetch of it.
 */
export const wholeListParams = (filter: QueryParams): GetListParams => ({
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' },
  filter,
});

/** Fetches a whole list into the cache, where the screen's useGetList then finds it. */
export function prefetchWholeList(queryClient: QueryClient, dataProvider: DataProvider, resource: string, filter: QueryParams = {}) {
  const params = wholeListParams(filter);
  // The key of ra-core's useGetList.
  return queryClient.prefetchQuery({ queryKey: [resource, 'getList', params], queryFn: () => dataProvider.getList(resource, params) });
}
