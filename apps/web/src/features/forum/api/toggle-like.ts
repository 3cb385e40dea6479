import { FORUM_API, type ForumLikeResult } from '@la-meute/shared';
import { callApi } from '@/lib/api/api-client';
import { useForumMutation } from './use-forum-mutation';

export function toggleForumLike(topicId: string): Promise<ForumLikeResult> {
  return callApi(FORUM_API.toggleLike, { params: { id: topicId } });
}

/** One like per member, toggled. */
export function useToggleForumLike(topicId: string) {
  return useForumMutation(() => toggleForumLike(topicId));
}
