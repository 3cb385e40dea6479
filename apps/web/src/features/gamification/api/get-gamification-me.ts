import { GAMIFICATION_API, type GamificationMe } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { gamificationKeys } from './query-keys';

export function getGamificationMe(signal?: AbortSignal): Promise<GamificationMe> {
  return callApi(GAMIFICATION_API.me, { signal });
}

/** The signed-in member's XP, level, rank, goals and achievements (members only). */
export function gamificationMeQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: gamificationKeys.me(userId),
    queryFn: ({ signal }) => getGamificationMe(signal),
    enabled: userId !== null,
    retry: 1,
  });
}

export function useGamificationMe(userId: string | null) {
  return useQuery(gamificationMeQueryOptions(userId));
}
