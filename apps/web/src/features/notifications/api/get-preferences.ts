import { NOTIFICATION_API, type NotificationPreferences } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { notificationKeys } from './query-keys';

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return callApi(NOTIFICATION_API.preferences, { signal });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => getNotificationPreferences(signal), retry: 1 });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
