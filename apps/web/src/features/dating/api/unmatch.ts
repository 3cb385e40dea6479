import { DATING_ROUTES, type DatingMatchList } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { datingKeys } from './query-keys';

export function unmatch(matchId: string): Promise<void> {
  return apiRequest<void>(DATING_ROUTES.match(matchId), { method: 'DELETE' });
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
