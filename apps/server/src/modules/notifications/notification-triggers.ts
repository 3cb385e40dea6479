import { extractMentions, type DomainEventPayload } from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import { excerptOf } from '../../lib/excerpt';
import type { NotificationSourcesRepository } from './notification-sources.repository';
import type { NotificationsService, NotifyInput } from './notifications.service';

export interface NotificationTriggerDeps {
  events: Pick<EventBus, 'on'>;
  notifications: Pick<NotificationsService, 'notify' | 'markConversationRead'>;
  sources: NotificationSourcesRepository;
  /** Who has the conversation open (a socket in its room): no notification for them. */
  conversationViewers?: (conversationId: string) => Promise<Set<string>>;
}

/**
 * The domain events that notify a member, each turned into exactly one notification for
 * the member concerned (never its actor). Subscribed with the default 'emitter' scope: a stored
 * notification must be written once, not once per instance. Returns the unsubscribe.
 */
export function subscribeNotificationTriggers(deps: NotificationTriggerDeps): () => void {
  const { events, notifications, sources } = deps;
  const conversationViewers = deps.conversationViewers ?? (async () => new Set<string>());

  /**
   * `@name` in a text notifies each named member once, except its author and those the same
   * content already notified (the topic's author of a reply that also names them).
   */
  async function notifyMentions(
    text: string,
    authorId: string | null,
    notified: (string | null)[],
    input: Omit<NotifyInput, 'userId' | 'kind' | 'actorId'>,
  ) {
    const names = extractMentions(text);
    if (names.length === 0) return;
    const skipped = new Set([authorId, ...notified]);
    for (const userId of new Set(await sources.findMemberIdsByUsernames(names))) {
      if (skipped.has(userId)) continue;
      await notifications.notify({ ...input, userId, kind: 'mention', actorId: authorId });
    }
  }

  async function onPostLiked({ postId, authorId, likerId, liked }: DomainEventPayload<'post.liked'>) {
    if (!liked) return;
    const post = await sources.findPost(postId);
    await notifications.notify({
      userId: authorId,
      kind: 'post.liked',
      actorId: likerId,
      data: { postId, postExcerpt: excerptOf(post?.content ?? '') },
      groupKey: `post.liked:${postId}`,
      link: `/post/${postId}`,
    });
  }

  async function onPostShared({ postId, authorId, sharerId }: DomainEventPayload<'post.shared'>) {
    const post = await sources.findPost(postId);
    await notifications.notify({
      userId: authorId,
      kind: 'post.shared',
      actorId: sharerId,
      data: { postId, postExcerpt: excerptOf(post?.content ?? '') },
      groupKey: `post.shared:${postId}`,
      link: `/post/${postId}`,
    });
  }

  async function onPostCreated({ postId, authorId }: DomainEventPayload<'post.created'>) {
    const post = await sources.findPost(postId);
    if (!post) return;
    const postExcerpt = excerptOf(post.content);
    await notifyMentions(post.content, authorId, [], { data: { postId, postExcerpt }, groupKey: null, link: `/post/${postId}` });
  }

  async function onCommentCreated({ commentId, postId, postAuthorId, authorId }: DomainEventPayload<'comment.created'>) {
    const [post, comment] = await Promise.all([sources.findPost(postId), sources.findComment(commentId)]);
    const data = { postId, postExcerpt: excerptOf(post?.content ?? ''), commentExcerpt: excerptOf(comment?.content ?? '') };
    const link = `/post/${postId}`;
    await notifications.notify({ userId: postAuthorId, kind: 'post.commented', actorId: authorId, data, groupKey: `post.commented:${postId}`, link });
    if (comment) await notifyMentions(comment.content, authorId, [postAuthorId], { data, groupKey: null, link });
  }

  async function onTopicCreated({ topicId, authorId }: DomainEventPayload<'forum.topic.created'>) {
    const topic = await sources.findTopic(topicId);
    if (!topic) return;
    const data = { topicId, topicTitle: excerptOf(topic.title) };
    await notifyMentions(`${topic.title}\n${topic.content}`, authorId, [], { data, groupKey: null, link: `/forum/${topicId}` });
  }

  async function onReplyCreated({ replyId, topicId, topicAuthorId, authorId }: DomainEventPayload<'forum.reply.created'>) {
    const [topic, reply] = await Promise.all([sources.findTopic(topicId), sources.findReply(replyId)]);
    const data = { topicId, topicTitle: excerptOf(topic?.title ?? ''), replyExcerpt: excerptOf(reply?.content ?? '') };
    const link = `/forum/${topicId}`;
    if (topicAuthorId) {
      await notifications.notify({ userId: topicAuthorId, kind: 'forum.replied', actorId: authorId, data, groupKey: `forum.replied:${topicId}`, link });
    }
    if (reply) await notifyMentions(reply.content, authorId, [topicAuthorId], { data, groupKey: null, link });
  }

  async function onChatMessage({ messageId, channelId, authorId }: DomainEventPayload<'chat.message.sent'>) {
    const message = await sources.findChatMessage(messageId);
    if (!message) return;
    // A pseudonym's message names no member: the text shows the pseudonym instead.
    const data = { channelId, channelName: message.channelName, name: message.pseudonym, messageExcerpt: excerptOf(message.content) };
    const link = `/chat?channel=${encodeURIComponent(message.channelName)}`;
    const repliedTo = message.repliedToAuthorId;
    if (repliedTo && repliedTo !== authorId) {
      await notifications.notify({ userId: repliedTo, kind: 'chat.replied', actorId: authorId, data, groupKey: `chat.replied:${channelId}`, link });
    }
    await notifyMentions(message.content, authorId, [repliedTo], { data, groupKey: null, link });
  }

  async function onDirectMessage({ conversationId, senderId, recipientIds }: DomainEventPayload<'message.sent'>) {
    const conversation = await sources.findConversation(conversationId);
    if (!conversation) return;
    const direct = conversation.conversationType === 'private';
    const link = direct ? `/direct-messages?user=${encodeURIComponent(senderId)}` : `/messages?conversation=${conversationId}`;
    const data = { conversationId, conversationTitle: conversation.title ? excerptOf(conversation.title) : null };
    const viewers = await conversationViewers(conversationId);
    for (const userId of new Set(recipientIds)) {
      if (userId === senderId || viewers.has(userId)) continue;
      await notifications.notify({ userId, kind: 'message.received', actorId: senderId, data, groupKey: `conversation:${conversationId}`, link });
    }
  }

  async function onEventChanged(kind: 'event.updated' | 'event.cancelled', payload: DomainEventPayload<'event.updated'>) {
    const { eventId, organizerId, participantIds } = payload;
    const event = await sources.findEvent(eventId);
    const data = { eventId, eventTitle: excerptOf(event?.title ?? '') };
    for (const userId of new Set(participantIds)) {
      if (userId === organizerId) continue;
      await notifications.notify({ userId, kind, actorId: organizerId, data, groupKey: `${kind}:${eventId}`, link: `/events/${eventId}` });
    }
  }

  const unsubscribers = [
    events.on('post.liked', onPostLiked),
    events.on('post.shared', onPostShared),
    events.on('post.created', onPostCreated),
    events.on('comment.created', onCommentCreated),
    events.on('forum.topic.created', onTopicCreated),
    events.on('forum.reply.created', onReplyCreated),
    events.on('chat.message.sent', onChatMessage),
    events.on('message.sent', onDirectMessage),
    events.on('conversation.read', ({ conversationId, userId }) => notifications.markConversationRead(userId, conversationId)),
    events.on('connection.requested', ({ fromUserId, toUserId, connectionId }) =>
      notifications.notify({ userId: toUserId, kind: 'connection.requested', actorId: fromUserId, data: { connectionId }, link: '/profile' }),
    ),
    // The addressee (`toUserId`) accepted: the requester hears of it.
    events.on('connection.accepted', ({ fromUserId, toUserId, connectionId }) =>
      notifications.notify({ userId: fromUserId, kind: 'connection.accepted', actorId: toUserId, data: { connectionId }, link: '/profile' }),
    ),
    events.on('event.updated', (payload) => onEventChanged('event.updated', payload)),
    events.on('event.cancelled', (payload) => onEventChanged('event.cancelled', payload)),
    events.on('achievement.unlocked', ({ userId, achievement }) =>
      notifications.notify({ userId, kind: 'achievement.unlocked', data: { achievement }, link: '/gamification' }),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
