import { AI_CONTROL_ROUTES, type AiControlStats } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/access-refusal';
import { aiControlKeys } from './query-keys';

export function getAiStats(signal?: AbortSignal): Promise<AiControlStats> {
  return apiClient.get<AiControlStats>(AI_CONTROL_ROUTES.stats, signal);
}

/** The activity figures AutoPilot reads (admins only: a 403 is the page's refusal). */
export const aiStatsQueryOptions = queryOptions({
  queryKey: aiControlKeys.stats(),
  queryFn: ({ signal }) => getAiStats(signal),
  retry: retryUnlessRefused,
  refetchOnWindowFocus: false,
});

export function useAiStats() {
  return useQuery(aiStatsQueryOptions);
}
