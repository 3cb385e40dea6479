import { CONNECTION_API, type IncomingConnectionRequestList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { connectionsKeys } from './query-keys';

export function getConnectionRequests(signal?: AbortSignal): Promise<IncomingConnectionRequestList> {
  return callApi(CONNECTION_API.requests, { signal });
}

/**
 * The requests other members sent, still pending. Refetched when the window regains focus: a
 * request arrives from someone else, and nothing pushes it here yet.
 */
export const connectionRequestsQueryOptions = queryOptions({
  queryKey: connectionsKeys.requests(),
  queryFn: ({ signal }) => getConnectionRequests(signal),
  retry: 1,
});

export function useConnectionRequests() {
  return useQuery(connectionRequestsQueryOptions);
}
