import { FORUM_API } from '@la-meute/shared';
import { callApi } from '@/lib/api/api-client';
import { useForumMutation } from './use-forum-mutation';

export function deleteForumReply(replyId: string): Promise<{ ok: true }> {
  return callApi(FORUM_API.deleteReply, { params: { id: replyId } });
}

/** Its member author or a moderator deletes a reply. */
export function useDeleteForumReply() {
  return useForumMutation(deleteForumReply);
}
