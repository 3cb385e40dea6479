import { DATING_API, type DatingMatchList } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { datingKeys } from './query-keys';

export function unmatch(matchId: string): Promise<void> {
  return callApi(DATING_API.unmatch, { params: { id: matchId } });
}

export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmatch,
    onSuccess: (_, matchId) => {
      queryClient.setQueryData<DatingMatchList>(datingKeys.matches(), (data) =>
        data ? { matches: data.matches.filter((match) => match.id !== matchId) } : data,
      );
    },
  });
}
