import { DATING_API, type DatingPreferencesInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { DatingPreferencesResponse } from './get-preferences';
import { datingKeys } from './query-keys';

export function saveDatingPreferences(input: DatingPreferencesInput): Promise<DatingPreferencesResponse> {
  return callApi(DATING_API.savePreferences, { body: input });
}

/** Saved preferences change who is proposed: the discover list is fetched again. */
export function useSaveDatingPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDatingPreferences,
    onSuccess: (response) => {
      queryClient.setQueryData(datingKeys.preferences(), response);
      void queryClient.invalidateQueries({ queryKey: datingKeys.discover() });
    },
  });
}
