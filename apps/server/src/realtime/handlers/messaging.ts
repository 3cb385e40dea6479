import { clientEventSchemas, roomName, TYPING_LIMITS, type DomainEventPayload } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import type { RateLimits } from '../../lib/rate-limit';
import type { MessagingService } from '../../modules/messaging/messaging.service';
import type { AckHandler } from '../ack-handler';
import { budgetKey } from '../budget-key';
import type { RegisterHandlers } from '../connection/connection';
import type { RealtimeServer } from '../socket-server';

type MessagingDeps = {
  io: RealtimeServer;
  messaging: Pick<MessagingService, 'isParticipant' | 'findMessage' | 'participantUpdates' | 'presenceAudience' | 'blockedParticipants'>;
};

/** The member rooms of these members: a room event sent `except` them skips all their sockets, on every instance. */
const memberRooms = (userIds: string[]) => userIds.map((id) => roomName('member', id));

/**
 * Private, group and direct messages live (ADR 016): a stored message goes to the conversation
 * room and each participant's list row to their member room; a read goes to the room as a receipt.
 * Subscribed with the default 'emitter' scope: `io.to(room)` already reaches the sockets of every
 * instance through the Redis adapter, so running it on each instance would deliver it twice.
 * Returns the unsubscribe.
 */
export function relayMessagingEvents(deps: MessagingDeps & { events: Pick<EventBus, 'on'> }): () => void {
  const { io, messaging, events } = deps;

  // Each delivery reads the database first: chained per conversation, messages leave in the order they were sent.
  const queues = new Map<string, Promise<void>>();
  function inOrder(conversationId: string, task: () => Promise<void>) {
    const next = (queues.get(conversationId) ?? Promise.resolve()).then(task);
    const settled = next.catch(() => undefined);
    queues.set(conversationId, settled);
    void settled.then(() => {
      if (queues.get(conversationId) === settled) queues.delete(conversationId);
    });
    return next;
  }

  const offSent = events.on('message.sent', (event) => inOrder(event.conversationId, () => deliverMessage(event)));

  async function deliverMessage({ messageId, conversationId, senderId, recipientIds }: DomainEventPayload<'message.sent'>) {
    const message = await messaging.findMessage(messageId);
    if (!message) return;
    const room = roomName('conversation', conversationId);
    io.to(room).emit('conversation:message', { room, message });
    // One row per participant, the sender's too (their other tabs): the unread count is theirs.
    const addressees = new Set([senderId, ...recipientIds]);
    for (const { userId, ...update } of await messaging.participantUpdates(conversationId)) {
      if (!addressees.has(userId)) continue;
      const memberRoom = roomName('member', userId);
      io.to(memberRoom).emit('member:event', { room: memberRoom, event: { type: 'conversation.updated', conversationId, ...update } });
    }
  }

  // A receipt never reaches a member the reader blocked or who blocked them (a group's others still get it).
  const offRead = events.on('conversation.read', async ({ conversationId, userId, lastReadAt }) => {
    const room = roomName('conversation', conversationId);
    const { userIds: blocked } = await messaging.blockedParticipants(conversationId, userId);
    io.to(room).except(memberRooms(blocked)).emit('conversation:read', { room, conversationId, userId, lastReadAt });
  });

  // The green dots of conversation lists: one broadcast to the member rooms of everyone who shares
  // a conversation with them, and none at all when they hide their online status.
  const offPresence = events.on('member.presence-changed', async ({ userId, online }) => {
    const audience = await messaging.presenceAudience(userId);
    if (audience.length === 0) return;
    const rooms = audience.map((id) => roomName('member', id));
    for (const room of rooms) io.to(room).emit('member:event', { room, event: { type: 'member.presence', userId, online } });
  });

  return () => {
    offSent();
    offRead();
    offPresence();
  };
}

/**
 * `conversation:typing`: participants only, relayed to the others in the room, never stored. A
 * block cuts it both ways: in the pair's private conversation it is refused `blocks.blocked`, as
 * sending a message there is (the composer learns why it is closed, and the block is no news to
 * either member); in a group it still reaches the others, silently not the blocked member — a
 * refusal would stop it for everyone.
 */
export function createMessagingHandlers(deps: {
  messaging: Pick<MessagingService, 'isParticipant' | 'blockedParticipants'>;
  rateLimits: Pick<RateLimits, 'create'>;
  ackHandler: AckHandler;
}): RegisterHandlers {
  const { messaging, ackHandler } = deps;
  // Per member across their sockets and the instances: a new tab brings no fresh budget.
  const typingLimit = deps.rateLimits.create({ name: 'socket-typing', points: TYPING_LIMITS.perWindow, durationS: TYPING_LIMITS.windowS });

  return (socket) => {
    socket.on(
      'conversation:typing',
      ackHandler(clientEventSchemas['conversation:typing'].input, async ({ conversationId, typing }) => {
        const { identity } = socket.data;
        // Same answer as the HTTP routes: a non-participant cannot tell the conversation exists.
        if (identity.kind !== 'member' || !(await messaging.isParticipant(conversationId, identity.user.id))) {
          throw new AppError(404, 'conversations.not_found');
        }
        await typingLimit.consume(budgetKey(identity, socket.id));
        const blocked = await messaging.blockedParticipants(conversationId, identity.user.id);
        if (blocked.closed) throw new AppError(403, 'blocks.blocked');
        const room = roomName('conversation', conversationId);
        const signal = { room, userId: identity.user.id, displayName: identity.user.displayName, typing };
        socket.to(room).except(memberRooms(blocked.userIds)).emit('conversation:typing', signal);
        return { conversationId, typing };
      }),
    );
  };
}
