import { DISCOVERY_API, type DiscoveryPage, type DiscoveryTab } from '@la-meute/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { discoveryKeys } from './query-keys';

export function getDiscoveryPage(tab: DiscoveryTab, cursor: string | null, signal?: AbortSignal): Promise<DiscoveryPage> {
  return callApi(DISCOVERY_API.list, { query: { lookingFor: tab, cursor }, signal });
}

/** SPEC §2 Discover People, §9: one tab's cards, 20 at a time; retried once (SPEC §9). */
export function discoveryQueryOptions(tab: DiscoveryTab) {
  return infiniteQueryOptions({
    queryKey: discoveryKeys.list(tab),
    queryFn: ({ pageParam, signal }) => getDiscoveryPage(tab, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

export function useDiscoveryPage(tab: DiscoveryTab) {
  return useInfiniteQuery(discoveryQueryOptions(tab));
}
