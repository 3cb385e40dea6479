import { PRESENCE_LIST_LIMIT, PRESENCE_UPDATE_INTERVAL_MS } from '@la-meute/shared';
import type { ChatService } from '../modules/chat/chat.service';
import { AppError } from '../lib/app-error';
import { mergePresence } from './presence';
import { canJoinRoom, parseRoom, type RoomPolicies } from './rooms';
import { createSendLimiter } from './send-limiter';
import type { RealtimeServer, RealtimeSocket } from './socket-server';

async function broadcastPresence(io: RealtimeServer, room: string) {
  const sockets = await io.in(room).fetchSockets();
  const members = mergePresence(sockets.map((socket) => socket.data.identity));
  io.to(room).emit('presence:update', { room, members: members.slice(0, PRESENCE_LIST_LIMIT), total: members.length });
}

/** Collects the rooms whose online list changed and sends each once at the end of the interval. */
export function createPresenceScheduler(io: RealtimeServer) {
  let pending: Set<string> | null = null;
  return (room: string) => {
    if (!pending) {
      const rooms = new Set<string>();
      pending = rooms;
      setTimeout(() => {
        pending = null;
        for (const name of rooms) void broadcastPresence(io, name).catch(() => undefined);
      }, PRESENCE_UPDATE_INTERVAL_MS).unref();
    }
    pending.add(room);
  };
}

function failure(error: unknown) {
  if (error instanceof AppError) return { ok: false as const, code: error.code };
  return { ok: false as const, code: 'http.internal' as const };
}

/** The protocol of one connection: joining rooms, sending and liking chat messages. */
export function handleConnection(
  io: RealtimeServer,
  socket: RealtimeSocket,
  deps: {
    chat: ChatService;
    policies: RoomPolicies;
    schedulePresence: (room: string) => void;
    logger: { error: (obj: object, msg: string) => void };
  },
) {
  const { schedulePresence } = deps;
  const limiter = createSendLimiter();
  const safeAck = <T>(ack: T) => (typeof ack === 'function' ? ack : () => {});

  socket.on('room:join', async (rawRoom, rawAck) => {
    const ack = safeAck(rawAck);
    const room = parseRoom(rawRoom);
    if (!room || !(await canJoinRoom(socket.data.identity, room, deps.policies))) {
      ack({ ok: false, code: 'auth.forbidden' });
      return;
    }
    const name = `${room.kind}:${room.id}`;
    await socket.join(name);
    ack({ ok: true, data: { room: name } });
    schedulePresence(name);
  });

  socket.on('room:leave', async (rawRoom) => {
    const room = parseRoom(rawRoom);
    if (!room) return;
    const name = `${room.kind}:${room.id}`;
    await socket.leave(name);
    schedulePresence(name);
  });

  socket.on('chat:send', async (input, rawAck) => {
    const ack = safeAck(rawAck);
    if (!limiter.tryConsume()) {
      ack({ ok: false, code: 'http.rate_limited' });
      return;
    }
    try {
      const outcome = await deps.chat.send(socket.data.identity, input);
      if (outcome.status === 'delivered') io.to(`channel:${outcome.message.channelId}`).emit('chat:message', outcome.message);
      ack({ ok: true, data: outcome });
    } catch (error) {
      if (!(error instanceof AppError)) deps.logger.error({ err: error }, 'chat:send failed');
      ack(failure(error));
    }
  });

  socket.on('chat:like', async (input, rawAck) => {
    const ack = safeAck(rawAck);
    try {
      const messageId = typeof input?.messageId === 'string' ? input.messageId : '';
      const result = await deps.chat.toggleLike(socket.data.identity, messageId);
      io.to(`channel:${result.channelId}`).emit('chat:likes', { messageId, likesCount: result.likesCount });
      ack({ ok: true, data: { messageId, likesCount: result.likesCount, liked: result.liked } });
    } catch (error) {
      if (!(error instanceof AppError)) deps.logger.error({ err: error }, 'chat:like failed');
      ack(failure(error));
    }
  });

  socket.on('disconnecting', () => {
    for (const room of socket.rooms) if (room !== socket.id) schedulePresence(room);
  });
}
