import { DATING_API, type DatingDiscover } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { datingKeys } from './query-keys';

export function getDatingDiscover(signal?: AbortSignal): Promise<DatingDiscover> {
  return callApi(DATING_API.discover, { signal });
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
