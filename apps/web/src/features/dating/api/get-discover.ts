import { DATING_ROUTES, type DatingDiscover } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { datingKeys } from './query-keys';

export function getDatingDiscover(signal?: AbortSignal): Promise<DatingDiscover> {
  return apiClient.get<DatingDiscover>(DATING_ROUTES.discover, signal);
}

/** The next batch of profiles; the page walks through it one card at a time, then asks again. */
export function datingDiscoverQueryOptions() {
  return queryOptions({
    queryKey: datingKeys.discover(),
    queryFn: ({ signal }) => getDatingDiscover(signal),
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

export function useDatingDiscover() {
  return useQuery(datingDiscoverQueryOptions());
}
