import { useQueryClient } from '@tanstack/react-query';
import { useMemberEvents } from '@/lib/realtime/use-member-events';
import { notificationKeys } from '../api/query-keys';

/**
 * The member's live events keep the bell and the /notifications page current: a new notification,
 * or notifications read in another tab, reload the count and the page's list. The open panel is
 * left as it is (its rows stay "new" while it is open). Mounted once, by the bell, for members only.
 */
export function useNotificationEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useMemberEvents(enabled, (event) => {
    if (event.type !== 'notification' && event.type !== 'notifications.read') return;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  });
}
