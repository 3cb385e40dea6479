import { useQueryClient } from '@tanstack/react-query';
import { useReplayableMutation } from '@/lib/offline/use-replayable-mutation';
import { forumKeys } from './query-keys';

/**
 * A forum write: once answered (or, a member's reply offline, kept in the outbox), the topic page,
 * the lists, the counts and the trending read again.
 */
export function useForumMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useReplayableMutation({ mutationFn, onDone: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}
