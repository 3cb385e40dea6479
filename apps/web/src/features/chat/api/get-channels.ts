import { COMMUNITY_ROUTES, type ChannelList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from './query-keys';

export function getChannels(signal?: AbortSignal): Promise<ChannelList> {
  return apiClient.get<ChannelList>(COMMUNITY_ROUTES.channels, signal);
}

export const channelsQueryOptions = queryOptions({
  queryKey: chatKeys.channels(),
  queryFn: ({ signal }) => getChannels(signal),
  // Counts move with every message; live events patch the current channel in between.
  staleTime: 30 * 1000,
});

/** SPEC §4/§7: the active channels, oldest first, with their real message count and last activity. */
export function useChannels() {
  return useQuery(channelsQueryOptions);
}
