import { DATING_API, type DatingSwipeInput, type DatingSwipeResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { datingKeys } from './query-keys';

/** Lets the page know a decision is still on its way (the next batch waits for it). */
export const SWIPE_MUTATION_KEY = ['dating', 'swipe'] as const;

export function swipeProfile(input: DatingSwipeInput): Promise<DatingSwipeResult> {
  return callApi(DATING_API.swipe, { body: input });
}

/** 'Passer' or "J'aime": the card advances at once (the page does it); a match refreshes 'Affinités'. */
export function useSwipeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SWIPE_MUTATION_KEY,
    mutationFn: swipeProfile,
    onSuccess: (result) => {
      if (result.matched) void queryClient.invalidateQueries({ queryKey: datingKeys.matches() });
    },
  });
}
