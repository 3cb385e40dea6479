import { FORUM_API, type CreateForumReplyInput, type ForumReply } from '@la-meute/shared';
import type { QueuedWrite } from '@/lib/offline/outbox-entry';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { forumWrite } from '../lib/forum-write';
import { useForumMutation } from './use-forum-mutation';

/**
 * A member's reply is sent now, or kept in the outbox without a network (ADR 033); a pseudonym's
 * goes as before (the outbox is a member's).
 */
export function createForumReply(topicId: string, input: CreateForumReplyInput, memberId: string | null): Promise<{ reply: ForumReply } | QueuedWrite> {
  if (memberId) return sendOrQueue<{ reply: ForumReply }>(FORUM_API.createReply, { memberId, params: { id: topicId }, body: input, preview: input.content });
  return forumWrite<{ reply: ForumReply }>(FORUM_API.createReply, { params: { id: topicId }, body: input }, false);
}

/** A reply as the member, else as the browser's pseudonym. */
export function useCreateForumReply(topicId: string, memberId: string | null) {
  return useForumMutation((input: CreateForumReplyInput) => createForumReply(topicId, input, memberId));
}
