import { ME_API, QUERY_RETRY, type OwnProfile } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { profileEditorKeys } from './query-keys';

export type OwnProfileResponse = { profile: OwnProfile | null };

export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfileResponse> {
  return callApi(ME_API.profile, { signal });
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: profileEditorKeys.mine(),
  queryFn: ({ signal }) => getOwnProfile(signal),
  retry: QUERY_RETRY,
  // Only this member changes it, through the editor's own mutations, which update this entry.
  staleTime: Infinity,
});

/** SPEC §2 Profile page: the member's own profile; `profile: null` when never saved (a blank form). */
export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
