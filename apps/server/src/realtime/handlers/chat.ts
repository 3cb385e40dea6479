import { clientEventSchemas, REALTIME_LIMITS, roomName } from '@la-meute/shared';
import type { RateLimits } from '../../lib/rate-limit';
import type { ChatService } from '../../modules/chat/chat.service';
import type { AckHandler } from '../ack-handler';
import { budgetKey } from '../budget-key';
import type { RegisterHandlers } from '../connection/connection';
import type { RealtimeServer } from '../socket-server';

/**
 * Public chat over the connection (SPEC §5): sending and liking. The rules live in the chat
 * service; this only turns its outcomes into room events.
 */
export function createChatHandlers(deps: {
  io: RealtimeServer;
  chat: ChatService;
  rateLimits: Pick<RateLimits, 'create'>;
  ackHandler: AckHandler;
}): RegisterHandlers {
  const { io, chat, ackHandler } = deps;
  // Sends per member or pseudonym across their sockets and the instances (REALTIME_LIMITS), counted
  // like every other budget of the app; a spent one answers 'http.rate_limited'.
  const sends = deps.rateLimits.create({ name: 'socket-sends', points: REALTIME_LIMITS.sendsPerWindow, durationS: REALTIME_LIMITS.windowMs / 1000 });

  return (socket) => {
    socket.on(
      'chat:send',
      ackHandler(clientEventSchemas['chat:send'].input, async (input) => {
        await sends.consume(budgetKey(socket.data.identity, socket.id));
        const outcome = await chat.send(socket.data.identity, input);
        if (outcome.status === 'delivered') {
          const room = roomName('channel', outcome.message.channelId);
          io.to(room).emit('chat:message', { room, message: outcome.message });
        }
        return outcome;
      }),
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
