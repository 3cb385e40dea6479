import { DATING_API, type DatingMatchList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { datingKeys } from './query-keys';

export function getDatingMatches(signal?: AbortSignal): Promise<DatingMatchList> {
  return callApi(DATING_API.matches, { signal });
}

export function datingMatchesQueryOptions() {
  return queryOptions({ queryKey: datingKeys.matches(), queryFn: ({ signal }) => getDatingMatches(signal), retry: 1 });
}

export function useDatingMatches() {
  return useQuery(datingMatchesQueryOptions());
}
