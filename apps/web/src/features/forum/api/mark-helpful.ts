import { FORUM_ROUTES } from '@la-meute/shared';
import { apiRequest } from '@/lib/api-client';
import { useForumMutation } from './use-forum-mutation';

export function markForumReplyHelpful(replyId: string, helpful: boolean) {
  return apiRequest<{ isHelpful: boolean }>(FORUM_ROUTES.helpful(replyId), { method: 'PUT', body: { helpful } });
}

/** The topic's author marks (or unmarks) a reply helpful. */
export function useMarkForumReplyHelpful() {
  return useForumMutation(({ replyId, helpful }: { replyId: string; helpful: boolean }) => markForumReplyHelpful(replyId, helpful));
}
