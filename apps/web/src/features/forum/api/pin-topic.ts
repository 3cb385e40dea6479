import { FORUM_ROUTES } from '@la-meute/shared';
import { apiRequest } from '@/lib/api-client';
import { useForumMutation } from './use-forum-mutation';

export function pinForumTopic(topicId: string, pinned: boolean) {
  return apiRequest<{ isPinned: boolean }>(FORUM_ROUTES.pin(topicId), { method: 'PUT', body: { pinned } });
}

/** Moderators pin a topic to the top of the list, or unpin it. */
export function usePinForumTopic(topicId: string) {
  return useForumMutation((pinned: boolean) => pinForumTopic(topicId, pinned));
}
