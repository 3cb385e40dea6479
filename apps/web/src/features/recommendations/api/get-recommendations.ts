import { RECOMMENDATION_API, type RecommendationList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { recommendationKeys } from './query-keys';

export function getRecommendations(signal?: AbortSignal): Promise<RecommendationList> {
  return callApi(RECOMMENDATION_API.list, { signal });
}

/** SPEC §7: the member's unseen recommendations, priority then newest, ten at most; retried once. */
export const recommendationsQueryOptions = queryOptions({
  queryKey: recommendationKeys.unseen(),
  queryFn: ({ signal }) => getRecommendations(signal),
  retry: 1,
  refetchOnWindowFocus: false,
});

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions);
}
