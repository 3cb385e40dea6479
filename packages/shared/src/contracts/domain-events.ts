import { z } from 'zod';

/**
 * What happened in one feature that others may react to (XP, notifications, recommendations,
 * the moderation queue) without the emitting feature knowing them. Each payload is a zod schema:
 * events crossing instances through Redis are parsed again on arrival.
 */
const id = z.string().min(1);
const at = z.string().datetime();

export const domainEventSchemas = {
  'member.signed-up': z.object({ userId: id, at }),
  'member.signed-in': z.object({ userId: id, at }),
  'member.signed-out': z.object({ userId: id, at }),
  /** The member saved their own profile (its interests, city, bio may have changed). */
  'profile.updated': z.object({ userId: id, at }),
  /** A member's first socket connected (online) or their last one closed (offline), on any instance. */
  'member.presence-changed': z.object({ userId: id, online: z.boolean(), at }),
  'post.created': z.object({ postId: id, authorId: id, at }),
  'post.updated': z.object({ postId: id, authorId: id, at }),
  'post.deleted': z.object({ postId: id, authorId: id, at }),
  'post.liked': z.object({ postId: id, authorId: id, likerId: id, liked: z.boolean(), at }),
  'post.shared': z.object({ postId: id, authorId: id, sharerId: id, at }),
  'comment.created': z.object({ commentId: id, postId: id, postAuthorId: id, authorId: id, at }),
  'chat.message.sent': z.object({ messageId: id, channelId: id, authorId: id.nullable(), at }),
  'chat.message.liked': z.object({ messageId: id, channelId: id, authorId: id.nullable(), likerId: id, liked: z.boolean(), at }),
  'message.sent': z.object({ messageId: id, conversationId: id, senderId: id, recipientIds: z.array(id), at }),
  'conversation.read': z.object({ conversationId: id, userId: id, lastReadAt: at.nullable(), at }),
  'content.moderated': z.object({
    contentType: z.enum(['chat_message', 'post', 'comment', 'forum_topic', 'direct_message']),
    authorId: id.nullable(),
    reason: z.string(),
    at,
  }),
  'connection.requested': z.object({ connectionId: id, fromUserId: id, toUserId: id, at }),
  /** The addressee (`toUserId`) accepted the request `fromUserId` sent. */
  'connection.accepted': z.object({ connectionId: id, fromUserId: id, toUserId: id, at }),
} as const;

export type DomainEventName = keyof typeof domainEventSchemas;
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof domainEventSchemas)[N]>;

export function isDomainEventName(name: unknown): name is DomainEventName {
  return typeof name === 'string' && Object.hasOwn(domainEventSchemas, name);
}
