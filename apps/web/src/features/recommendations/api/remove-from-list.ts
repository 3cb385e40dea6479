import type { RecommendationList } from '@la-meute/shared';
import type { QueryClient } from '@tanstack/react-query';
import { recommendationKeys } from './query-keys';

/**
 * SPEC §4 'only unseen are listed': a dismissed or applied recommendation leaves the column at
 * once; the snapshot lets a failed call put it back.
 */
export function removeFromList(queryClient: QueryClient, id: string): RecommendationList | undefined {
  const key = recommendationKeys.unseen();
  const previous = queryClient.getQueryData<RecommendationList>(key);
  if (previous) queryClient.setQueryData<RecommendationList>(key, { recommendations: previous.recommendations.filter((item) => item.id !== id) });
  return previous;
}

export function restoreList(queryClient: QueryClient, previous: RecommendationList | undefined) {
  if (previous) queryClient.setQueryData(recommendationKeys.unseen(), previous);
}
