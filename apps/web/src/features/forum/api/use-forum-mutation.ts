import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumKeys } from './query-keys';

/** A forum write: once answered, the topic page, the lists, the counts and the trending read again. */
export function useForumMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  // Always run: a member's reply offline goes to the outbox instead of waiting, paused.
  return useMutation({ mutationFn, networkMode: 'always', onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}
