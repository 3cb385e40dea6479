import { CONNECTION_API, type AcceptedConnectionList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { connectionsKeys } from './query-keys';

export function getConnections(signal?: AbortSignal): Promise<AcceptedConnectionList> {
  return callApi(CONNECTION_API.list, { signal });
}

/** The member's accepted connections (listed on the profile and on Discover). */
export const connectionsQueryOptions = queryOptions({
  queryKey: connectionsKeys.list(),
  queryFn: ({ signal }) => getConnections(signal),
  retry: 1,
  refetchOnWindowFocus: false,
});

export function useConnections() {
  return useQuery(connectionsQueryOptions);
}
