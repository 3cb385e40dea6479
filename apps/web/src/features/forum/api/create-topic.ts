import { FORUM_API, type CreateForumTopicInput, type ForumTopicSummary } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumWrite } from '../lib/forum-write';
import { forumKeys } from './query-keys';

export function createForumTopic(input: CreateForumTopicInput, asMember: boolean): Promise<{ topic: ForumTopicSummary }> {
  return forumWrite<{ topic: ForumTopicSummary }>(FORUM_API.createTopic, { body: input }, asMember);
}

/** SPEC §4/§5 'Nouveau Sujet': as the member, else as the browser's pseudonym. */
export function useCreateForumTopic(asMember: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateForumTopicInput) => createForumTopic(input, asMember),
    // The list, the counts and the trending all change: read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
