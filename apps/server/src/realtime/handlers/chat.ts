import { clientEventSchemas, REALTIME_LIMITS, roomName, type SendOutcome } from '@la-meute/shared';
import type { Identity } from '../../lib/identity';
import type { RateLimits } from '../../lib/rate-limit';
import type { ChatService } from '../../modules/chat/chat.service';
import type { AckHandler } from '../ack-handler';
import { budgetKey } from '../budget-key';
import type { RegisterHandlers } from '../connection/connection';
import type { RealtimeServer } from '../socket-server';

/**
 * Sending to a channel, however it arrives (the connection, or HTTP from the offline outbox): one
 * budget of sends per member or pseudonym across their sockets and the instances (REALTIME_LIMITS),
 * the chat service's rules, then the message to everyone in the channel's room.
 */
export function createChatDelivery(deps: { io: RealtimeServer; chat: ChatService; rateLimits: Pick<RateLimits, 'create'> }) {
  const { io, chat } = deps;
  // Counted like every other budget of the app; a spent one answers 'http.rate_limited'.
  const sends = deps.rateLimits.create({ name: 'socket-sends', points: REALTIME_LIMITS.sendsPerWindow, durationS: REALTIME_LIMITS.windowMs / 1000 });
  return {
    async send(identity: Identity, budget: string, input: unknown): Promise<SendOutcome> {
      await sends.consume(budget);
      const outcome = await chat.send(identity, input);
      if (outcome.status === 'delivered') {
        const room = roomName('channel', outcome.message.channelId);
        io.to(room).emit('chat:message', { room, message: outcome.message });
      }
      return outcome;
    },
  };
}

export type ChatDelivery = ReturnType<typeof createChatDelivery>;

/**
 * Public chat over the connection (SPEC §5): sending and liking. The rules live in the chat
 * service; this only turns its outcomes into room events.
 */
export function createChatHandlers(deps: { io: RealtimeServer; chat: ChatService; delivery: ChatDelivery; ackHandler: AckHandler }): RegisterHandlers {
  const { io, chat, delivery, ackHandler } = deps;

  return (socket) => {
    socket.on(
      'chat:send',
      ackHandler(clientEventSchemas['chat:send'].input, async (input) => delivery.send(socket.data.identity, budgetKey(socket.data.identity, socket.id), input)),
    );

    socket.on(
      'chat:like',
      ackHandler(clientEventSchemas['chat:like'].input, async ({ messageId }) => {
        const result = await chat.toggleLike(socket.data.identity, messageId);
        const room = roomName('channel', result.channelId);
        io.to(room).emit('chat:likes', { room, messageId, likesCount: result.likesCount });
        return { messageId, likesCount: result.likesCount, liked: result.liked };
      }),
    );
  };
}
