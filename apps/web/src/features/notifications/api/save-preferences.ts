import { NOTIFICATION_API, type NotificationPreferences } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { notificationKeys } from './query-keys';

export function saveNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return callApi(NOTIFICATION_API.savePreferences, { body: input });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    // The server's answer (locked channels forced on) is what the form shows next.
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
