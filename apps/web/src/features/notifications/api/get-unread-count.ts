import { NOTIFICATION_API, type UnreadCount } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { notificationKeys } from './query-keys';

export function getUnreadNotificationCount(signal?: AbortSignal): Promise<UnreadCount> {
  return callApi(NOTIFICATION_API.unreadCount, { signal });
}

/** The bell's figure: kept current by the member's live events, so never refetched on focus. */
export const unreadNotificationCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: ({ signal }) => getUnreadNotificationCount(signal),
  retry: 1,
  refetchOnWindowFocus: false,
});

export function useUnreadNotificationCount(enabled: boolean) {
  return useQuery({ ...unreadNotificationCountQueryOptions, enabled });
}
