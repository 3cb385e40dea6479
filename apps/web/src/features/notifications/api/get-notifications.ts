import { NOTIFICATION_API, type NotificationPage } from '@la-meute/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { notificationKeys } from './query-keys';

export type NotificationFilter = 'all' | 'unread';

export function getNotificationsPage(params: { cursor?: string | null; unread?: boolean }, signal?: AbortSignal): Promise<NotificationPage> {
  return callApi(NOTIFICATION_API.list, { query: { cursor: params.cursor, unread: params.unread ? 'true' : undefined }, signal });
}

/** The panel's first page, read afresh at each opening (the panel drops it on closing). */
export function notificationsPanelQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.panel(),
    queryFn: ({ signal }) => getNotificationsPage({}, signal),
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

export function useNotificationsPanel() {
  return useQuery(notificationsPanelQueryOptions());
}

/** The /notifications page: every group, 'Charger plus' walks the cursor. */
export function notificationsQueryOptions(filter: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getNotificationsPage({ cursor: pageParam, unread: filter === 'unread' }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    retry: 1,
  });
}

export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery(notificationsQueryOptions(filter));
}
