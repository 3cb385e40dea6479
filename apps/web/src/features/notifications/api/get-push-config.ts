import { NOTIFICATION_API, type PushConfig } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { notificationKeys } from './query-keys';

export function getPushConfig(signal?: AbortSignal): Promise<PushConfig> {
  return callApi(NOTIFICATION_API.pushConfig, { signal });
}

export function pushConfigQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.push(), queryFn: ({ signal }) => getPushConfig(signal), retry: 1 });
}

export function usePushConfig() {
  return useQuery(pushConfigQueryOptions());
}
