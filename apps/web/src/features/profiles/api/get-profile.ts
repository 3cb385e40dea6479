import { PROFILE_API, QUERY_RETRY, type PublicProfile } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiRequestError } from '@/lib/api/api-client';
import { profileKeys } from './query-keys';

export async function getProfile(userId: string, signal?: AbortSignal): Promise<PublicProfile> {
  const { profile }: { profile: PublicProfile } = await callApi(PROFILE_API.get, { params: { userId }, signal });
  return profile;
}

export function isProfileNotFound(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 404;
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
    staleTime: 60 * 1000,
    // A missing or hidden profile stays missing: asking again only delays the answer.
    retry: (failures, error) => !isProfileNotFound(error) && failures < QUERY_RETRY,
  });
}

/** The user profile dialog's member (SPEC §2); 404 means missing or not visible to this viewer. */
export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
