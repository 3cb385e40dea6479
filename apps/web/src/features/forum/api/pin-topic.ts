import { FORUM_API } from '@la-meute/shared';
import { callApi } from '@/lib/api/api-client';
import { useForumMutation } from './use-forum-mutation';

export function pinForumTopic(topicId: string, pinned: boolean): Promise<{ isPinned: boolean }> {
  return callApi(FORUM_API.pinTopic, { params: { id: topicId }, body: { pinned } });
}

/** Moderators pin a topic to the top of the list, or unpin it. */
export function usePinForumTopic(topicId: string) {
  return useForumMutation((pinned: boolean) => pinForumTopic(topicId, pinned));
}
