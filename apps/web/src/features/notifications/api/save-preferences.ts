import { NOTIFICATION_ROUTES, type NotificationPreferences } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

export function saveNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>(NOTIFICATION_ROUTES.preferences, { method: 'PUT', body: input });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    // The server's answer (locked channels forced on) is what the form shows next.
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
