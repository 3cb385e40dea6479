import { RECOMMENDATION_API, type RecommendationState } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { recommendationKeys } from './query-keys';
import { removeFromList, restoreList } from './remove-from-list';

export function dismissRecommendation(id: string): Promise<RecommendationState> {
  return callApi(RECOMMENDATION_API.dismiss, { params: { id } });
}

/** SPEC §4 'Ignorer': unseen to seen. */
export function useDismissRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissRecommendation,
    onMutate: (id) => ({ previous: removeFromList(queryClient, id) }),
    onError: (_error, _id, context) => restoreList(queryClient, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recommendationKeys.unseen() }),
  });
}
