import { FORUM_ROUTES, type ForumLikeResult } from '@la-meute/shared';
import { apiRequest } from '@/lib/api-client';
import { useForumMutation } from './use-forum-mutation';

export function toggleForumLike(topicId: string) {
  return apiRequest<ForumLikeResult>(FORUM_ROUTES.like(topicId), { method: 'POST' });
}

/** One like per member, toggled. */
export function useToggleForumLike(topicId: string) {
  return useForumMutation(() => toggleForumLike(topicId));
}
