import { NOTIFICATION_API, type MarkNotificationsRead, type NotificationPage, type UnreadCount } from '@la-meute/shared';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { notificationKeys } from './query-keys';

/** Answers the bell's new figure: what is left unread (newer than `upTo`). */
export function markNotificationsRead(input: MarkNotificationsRead): Promise<UnreadCount> {
  return callApi(NOTIFICATION_API.markRead, { body: input });
}

function markPageRead(page: NotificationPage, readAt: string): NotificationPage {
  return { ...page, items: page.items.map((item) => (item.readAt ? item : { ...item, readAt })) };
}

/** 'Tout marquer comme lu': every row on screen turns read at once, the panel's and the page's. */
function showAllRead(queryClient: QueryClient): void {
  const readAt = new Date().toISOString();
  queryClient.setQueryData<NotificationPage>(notificationKeys.panel(), (page) => (page ? markPageRead(page, readAt) : page));
  queryClient.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: notificationKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => markPageRead(page, readAt)) } : data,
  );
}

/**
 * Marks read what the member saw. `upTo` given (the panel opening): the rows stay "new" while they
 * are on screen, only the bell drops; without it ('Tout marquer comme lu') they turn read too.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (left, input) => {
      if (!input.upTo) showAllRead(queryClient);
      queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount(), left);
    },
  });
}
