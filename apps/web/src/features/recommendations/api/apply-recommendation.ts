import { RECOMMENDATION_API, type RecommendationState } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { recommendationKeys } from './query-keys';
import { removeFromList, restoreList } from './remove-from-list';

export function applyRecommendation(id: string): Promise<RecommendationState> {
  return callApi(RECOMMENDATION_API.apply, { params: { id } });
}

/** SPEC §4 'Appliquer': seen and acted upon; the answer carries the in-app path to open. */
export function useApplyRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRecommendation,
    onMutate: (id) => ({ previous: removeFromList(queryClient, id) }),
    onError: (_error, _id, context) => restoreList(queryClient, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recommendationKeys.unseen() }),
  });
}
