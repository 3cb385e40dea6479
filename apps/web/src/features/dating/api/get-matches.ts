import { DATING_ROUTES, type DatingMatchList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { datingKeys } from './query-keys';

export function getDatingMatches(signal?: AbortSignal): Promise<DatingMatchList> {
  return apiClient.get<DatingMatchList>(DATING_ROUTES.matches, signal);
}

export function datingMatchesQueryOptions() {
  return queryOptions({ queryKey: datingKeys.matches(), queryFn: ({ signal }) => getDatingMatches(signal), retry: 1 });
}

export function useDatingMatches() {
  return useQuery(datingMatchesQueryOptions());
}
