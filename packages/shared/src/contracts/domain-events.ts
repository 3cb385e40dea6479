import { z } from 'zod';
import { notificationSchema } from './notifications';

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
    contentType: z.enum(['chat_message', 'post', 'comment', 'forum_topic', 'forum_reply', 'event', 'direct_message']),
    authorId: id.nullable(),
    reason: z.string(),
    at,
  }),
  'connection.requested': z.object({ connectionId: id, fromUserId: id, toUserId: id, at }),
  /** The addressee (`toUserId`) accepted the request `fromUserId` sent. */
  'connection.accepted': z.object({ connectionId: id, fromUserId: id, toUserId: id, at }),
  // The forum. Author ids are null for a pseudonym.
  'forum.topic.created': z.object({ topicId: id, authorId: id.nullable(), at }),
  'forum.topic.deleted': z.object({ topicId: id, authorId: id.nullable(), at }),
  'forum.topic.liked': z.object({ topicId: id, authorId: id.nullable(), likerId: id, liked: z.boolean(), at }),
  'forum.reply.created': z.object({ replyId: id, topicId: id, topicAuthorId: id.nullable(), authorId: id.nullable(), at }),
  'forum.reply.deleted': z.object({ replyId: id, topicId: id, authorId: id.nullable(), at }),
  /** The topic's author marked a reply helpful (`helpful`) or took the mark back. */
  'forum.reply.marked-helpful': z.object({
    replyId: id,
    topicId: id,
    topicAuthorId: id,
    replyAuthorId: id.nullable(),
    helpful: z.boolean(),
    at,
  }),
  // Events. `participantIds` lists who was registered, for notifications.
  'event.created': z.object({ eventId: id, organizerId: id, at }),
  'event.updated': z.object({ eventId: id, organizerId: id, participantIds: z.array(id), at }),
  'event.cancelled': z.object({ eventId: id, organizerId: id, participantIds: z.array(id), at }),
  'event.registered': z.object({ eventId: id, userId: id, at }),
  'event.unregistered': z.object({ eventId: id, userId: id, at }),
  // Gamification, for the member's live badge and toasts.
  'xp.changed': z.object({ userId: id, xp: z.number().int(), level: z.number().int(), at }),
  'achievement.unlocked': z.object({ userId: id, achievement: z.string(), at }),
  // Safety and stewardship.
  'report.created': z.object({ reportId: id, targetType: z.string(), targetUserId: id.nullable(), at }),
  /** A moderation decision (warning, mute, ban, delete…) was written to the audit log. */
  'moderation.decided': z.object({ actionId: id, actionType: z.string(), targetUserId: id.nullable(), moderatorId: id.nullable(), at }),
  'member.banned': z.object({ userId: id, at }),
  'member.muted': z.object({ userId: id, until: at, at }),
  /**
   * Content removed by a moderator (or with its author's account): every open page drops it live.
   * `containerId` is the channel, conversation, post or topic it was shown in.
   */
  'content.removed': z.object({ contentType: z.string(), contentId: id, containerId: id.nullable(), authorId: id.nullable(), at }),
  /** The extra moderation words changed: every instance reloads them. */
  'moderation.words-changed': z.object({ at }),
  'notification.created': z.object({ userId: id, notification: notificationSchema, at }),
  /** The member read their notifications up to `upTo` (their other tabs' bells follow). */
  'notifications.read': z.object({ userId: id, upTo: at, at }),
  'dating.matched': z.object({ matchId: id, userIds: z.array(id).length(2), at }),
  'member.blocked': z.object({ blockerId: id, blockedId: id, blocked: z.boolean(), at }),
  'account.deletion-requested': z.object({ userId: id, at }),
  'account.deletion-cancelled': z.object({ userId: id, at }),
  'autopilot.ran': z.object({ logId: id, executed: z.number().int(), at }),
} as const;

export type DomainEventName = keyof typeof domainEventSchemas;
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof domainEventSchemas)[N]>;

export function isDomainEventName(name: unknown): name is DomainEventName {
  return typeof name === 'string' && Object.hasOwn(domainEventSchemas, name);
}
