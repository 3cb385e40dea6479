import { COMMUNITY_ROUTES, type ChannelList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { landingKeys, PUBLIC_DATA_STALE_TIME_MS } from './query-keys';

export function getChannels(signal?: AbortSignal): Promise<ChannelList> {
  return apiClient.get<ChannelList>(COMMUNITY_ROUTES.channels, signal);
}

export const channelsQueryOptions = queryOptions({
  queryKey: landingKeys.channels(),
  queryFn: ({ signal }) => getChannels(signal),
  staleTime: PUBLIC_DATA_STALE_TIME_MS,
});

/** Active chat channels with their real message count and last activity. */
export function useChannels() {
  return useQuery(channelsQueryOptions);
}
