import { FORUM_ROUTES, type CreateForumReplyInput, type ForumReply } from '@la-meute/shared';
import { forumWrite } from '../lib/forum-write';
import { useForumMutation } from './use-forum-mutation';

export function createForumReply(topicId: string, input: CreateForumReplyInput, asMember: boolean) {
  return forumWrite<{ reply: ForumReply }>(FORUM_ROUTES.replies(topicId), input, asMember);
}

/** A reply as the member, else as the browser's pseudonym. */
export function useCreateForumReply(topicId: string, asMember: boolean) {
  return useForumMutation((input: CreateForumReplyInput) => createForumReply(topicId, input, asMember));
}
