import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumKeys } from './query-keys';

/** A forum write: once answered, the topic page, the lists, the counts and the trending read again. */
export function useForumMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}
