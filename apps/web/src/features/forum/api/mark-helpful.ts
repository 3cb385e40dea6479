import { FORUM_API } from '@la-meute/shared';
import { callApi } from '@/lib/api/api-client';
import { useForumMutation } from './use-forum-mutation';

export function markForumReplyHelpful(replyId: string, helpful: boolean): Promise<{ isHelpful: boolean }> {
  return callApi(FORUM_API.markHelpful, { params: { id: replyId }, body: { helpful } });
}

/** The topic's author marks (or unmarks) a reply helpful. */
export function useMarkForumReplyHelpful() {
  return useForumMutation(({ replyId, helpful }: { replyId: string; helpful: boolean }) => markForumReplyHelpful(replyId, helpful));
}
