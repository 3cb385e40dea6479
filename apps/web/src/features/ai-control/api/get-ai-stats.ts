import { AI_CONTROL_API, type AiControlStats } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { retryUnlessRefused } from '@/lib/api/access-refusal';
import { aiControlKeys } from './query-keys';

export function getAiStats(signal?: AbortSignal): Promise<AiControlStats> {
  return callApi(AI_CONTROL_API.stats, { signal });
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
