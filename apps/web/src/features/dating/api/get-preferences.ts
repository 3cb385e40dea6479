import { DATING_API, type DatingPreferences } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { datingKeys } from './query-keys';

export type DatingPreferencesResponse = { preferences: DatingPreferences };

export function getDatingPreferences(signal?: AbortSignal): Promise<DatingPreferencesResponse> {
  return callApi(DATING_API.preferences, { signal });
}

export function datingPreferencesQueryOptions() {
  return queryOptions({ queryKey: datingKeys.preferences(), queryFn: ({ signal }) => getDatingPreferences(signal), retry: 1 });
}

export function useDatingPreferences() {
  return useQuery(datingPreferencesQueryOptions());
}
