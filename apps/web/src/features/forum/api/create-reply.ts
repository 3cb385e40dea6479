import { FORUM_API, type CreateForumReplyInput, type ForumReply } from '@la-meute/shared';
import { forumWrite } from '../lib/forum-write';
import { useForumMutation } from './use-forum-mutation';

export function createForumReply(topicId: string, input: CreateForumReplyInput, asMember: boolean): Promise<{ reply: ForumReply }> {
  return forumWrite<{ reply: ForumReply }>(FORUM_API.createReply, { params: { id: topicId }, body: input }, asMember);
}

/** A reply as the member, else as the browser's pseudonym. */
export function useCreateForumReply(topicId: string, asMember: boolean) {
  return useForumMutation((input: CreateForumReplyInput) => createForumReply(topicId, input, asMember));
}
