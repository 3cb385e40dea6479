import { parseRoomName, roomName } from '@la-meute/shared';
import type { Sessions } from '../../modules/auth/sessions';
import type { AckHandler } from '../ack-handler';
import type { RealtimeServer, RealtimeSocket } from '../socket-server';
import { identifySocket } from './handshake';
import type { MemberPresence } from './member-presence';
import { createPresenceScheduler, type PresenceVisibility } from './presence';
import type { PresenceRoster } from './presence-roster';
import { registerRoomHandlers, type RoomPolicies } from './rooms';

/** A feature's socket handlers (realtime/handlers/*), registered on every new connection. */
export type RegisterHandlers = (socket: RealtimeSocket) => void;

/**
 * The connection layer (ADR 014): who is connecting, the member's own room, authorised room joins,
 * channel online lists and members' online status. It knows no feature: each one's handlers come in through `handlers`.
 */
export function acceptConnections(
  io: RealtimeServer,
  deps: {
    sessions: Pick<Sessions, 'resolve'>;
    secret: string;
    policies: RoomPolicies;
    ackHandler: AckHandler;
    handlers: RegisterHandlers[];
    /** Online / offline as a member's first socket opens and their last one closes. */
    memberPresence?: MemberPresence;
    /** Whom each member may see in a channel's online list. */
    presenceVisibility: PresenceVisibility;
    /** Who is in each channel room, on every instance (presence-roster.ts). */
    roster: PresenceRoster;
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

  const schedulePresence = createPresenceScheduler(io, deps.roster, deps.presenceVisibility);
  io.on('connection', (socket) => {
    const { identity } = socket.data;
    // Joined in the tick the connection opens, before the client can act on it: whatever is sent
    // to the member reaches every tab and device of theirs, a sign-out or a ban included.
    if (identity.kind === 'member') {
      void socket.join(roomName('member', identity.user.id));
      deps.memberPresence?.connected(identity.user.id);
    }
    registerRoomHandlers(socket, { policies: deps.policies, ackHandler: deps.ackHandler, schedulePresence });
    for (const register of deps.handlers) register(socket);
    socket.on('disconnecting', () => {
      // Only channels have an online list: in a conversation, presence is the member's own
      // online status, shown only to those their privacy settings allow (member-presence.ts).
      for (const room of socket.rooms) {
        if (parseRoomName(room)?.kind === 'channel') schedulePresence(room);
      }
    });
    // After the socket has left its rooms: the count of the member's open sockets no longer holds it.
    socket.on('disconnect', () => {
      if (identity.kind === 'member') deps.memberPresence?.disconnected(identity.user.id);
    });
  });
  // For what changes a list without anyone joining or leaving (a block).
  return { schedulePresence };
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
