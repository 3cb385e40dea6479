import { CONVERSATION_API, type UnreadTotal } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { messagingKeys } from './query-keys';

export function getUnreadTotal(signal?: AbortSignal): Promise<UnreadTotal> {
  return callApi(CONVERSATION_API.unread, { signal });
}

/** The navbar badge: kept current by the member's live events, so never refetched on focus. */
export const unreadTotalQueryOptions = queryOptions({
  queryKey: messagingKeys.unread(),
  queryFn: ({ signal }) => getUnreadTotal(signal),
  retry: 1,
  refetchOnWindowFocus: false,
});

export function useUnreadTotal(enabled: boolean) {
  return useQuery({ ...unreadTotalQueryOptions, enabled });
}
