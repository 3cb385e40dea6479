import { CHANNEL_API, type ChannelList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';

/**
 * The landing page and the chat both show the channel list: one cache entry, so a visitor going
 * from one to the other reuses it, and the chat's live counts also update the landing's copy.
 */
export const channelsQueryKey = ['channels'] as const;

export function getChannels(signal?: AbortSignal): Promise<ChannelList> {
  return callApi(CHANNEL_API.list, { signal });
}

export const channelsQueryOptions = queryOptions({
  queryKey: channelsQueryKey,
  queryFn: ({ signal }) => getChannels(signal),
  // Counts move with every message; the chat's live events patch the open channel in between.
  staleTime: 30 * 1000,
});

/** SPEC §4/§7: the active channels, oldest first, with their real message count and last activity. */
export function useChannels() {
  return useQuery(channelsQueryOptions);
}
