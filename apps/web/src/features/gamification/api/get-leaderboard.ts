import { GAMIFICATION_API, type Leaderboard } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { gamificationKeys } from './query-keys';

export function getLeaderboard(signal?: AbortSignal): Promise<Leaderboard> {
  return callApi(GAMIFICATION_API.leaderboard, { signal });
}

/** The top 50 by XP, and the signed-in member's own position (`userId` keys it). */
export function leaderboardQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: gamificationKeys.leaderboard(userId),
    queryFn: ({ signal }) => getLeaderboard(signal),
    retry: 1,
  });
}

export function useLeaderboard(userId: string | null, enabled = true) {
  return useQuery({ ...leaderboardQueryOptions(userId), enabled });
}
