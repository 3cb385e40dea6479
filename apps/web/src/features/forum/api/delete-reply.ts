import { FORUM_ROUTES } from '@la-meute/shared';
import { apiRequest } from '@/lib/api-client';
import { useForumMutation } from './use-forum-mutation';

export function deleteForumReply(replyId: string) {
  return apiRequest<{ ok: true }>(FORUM_ROUTES.reply(replyId), { method: 'DELETE' });
}

/** Its member author or a moderator deletes a reply. */
export function useDeleteForumReply() {
  return useForumMutation(deleteForumReply);
}
