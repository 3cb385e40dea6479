import { parseRoomName, roomName } from '@la-meute/shared';
import type { Sessions } from '../../plugins/app/auth';
import type { AckHandler } from '../ack-handler';
import type { RealtimeServer, RealtimeSocket } from '../socket-server';
import { identifySocket } from './handshake';
import { createPresenceScheduler } from './presence';
import { registerRoomHandlers, type RoomPolicies } from './rooms';

/** A feature's socket handlers (realtime/handlers/*), registered on every new connection. */
export type RegisterHandlers = (socket: RealtimeSocket) => void;

/**
 * The connection layer (ADR 014): who is connecting, the member's own room, authorised room joins
 * and presence. It knows no feature: each one's handlers come in through `handlers`.
 */
export function acceptConnections(
  io: RealtimeServer,
  deps: {
    sessions: Pick<Sessions, 'resolve'>;
    secret: string;
    policies: RoomPolicies;
    ackHandler: AckHandler;
    handlers: RegisterHandlers[];
  },
) {
  io.use((socket, next) => {
    identifySocket(socket, deps)
      .then((identity) => {
        socket.data.identity = identity;
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });

  const schedulePresence = createPresenceScheduler(io);
  io.on('connection', (socket) => {
    const { identity } = socket.data;
    // Joined in the tick the connection opens, before the client can act on it: whatever is sent
    // to the member reaches every tab and device of theirs, a sign-out or a ban included.
    if (identity.kind === 'member') void socket.join(roomName('member', identity.user.id));
    registerRoomHandlers(socket, { policies: deps.policies, ackHandler: deps.ackHandler, schedulePresence });
    for (const register of deps.handlers) register(socket);
    socket.on('disconnecting', () => {
      // Only channels and conversations have an online list; the member room and the socket's own do not.
      for (const room of socket.rooms) {
        const kind = parseRoomName(room)?.kind;
        if (kind && kind !== 'member') schedulePresence(room);
      }
    });
  });
}

/**
 * Ends a member's connections held by this instance, telling them why first. Every instance runs
 * it for the same member (a sign-out, a ban): each closes its own sockets.
 */
export function closeMemberSockets(io: RealtimeServer, userId: string) {
  const room = roomName('member', userId);
  io.local.to(room).emit('member:event', { room, event: { type: 'session.ended' } });
  io.local.in(room).disconnectSockets(true);
}
