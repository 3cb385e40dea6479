import { FORUM_API } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { forumKeys } from './query-keys';

export function deleteForumTopic(topicId: string): Promise<{ ok: true }> {
  return callApi(FORUM_API.deleteTopic, { params: { id: topicId } });
}

/** Its member author or a moderator deletes a topic; everything but its own page reads again (it is gone). */
export function useDeleteForumTopic(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteForumTopic(topicId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all, predicate: (query) => query.queryKey[1] !== forumKeys.topics()[1] }),
  });
}
