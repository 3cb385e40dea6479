import { clientEventSchemas, parseRoomName, type RoomKind } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import type { Identity } from '../../lib/identity';
import type { AckHandler } from '../ack-handler';
import type { RealtimeSocket } from '../socket-server';

export interface RoomPolicies {
  isActiveChannel: (channelId: string) => Promise<boolean>;
  /** Private, group and direct conversations (ADR 016): only their participants may listen. */
  isConversationParticipant: (conversationId: string, userId: string) => Promise<boolean>;
  /** A private conversation whose two members blocked one another, either way: closed to both. */
  isClosedByBlock: (conversationId: string, userId: string) => Promise<boolean>;
}

/**
 * Every subscription is authorised here: public channels for anyone, conversations for their
 * participants. A member room is never asked for: the server puts each member in theirs.
 */
async function canJoinRoom(identity: Identity, room: { kind: RoomKind; id: string }, policies: RoomPolicies): Promise<boolean> {
  if (room.kind === 'channel') return policies.isActiveChannel(room.id);
  if (room.kind !== 'conversation' || identity.kind !== 'member') return false;
  return policies.isConversationParticipant(room.id, identity.user.id);
}

/** `room:join` and `room:leave`; presence follows both. */
export function registerRoomHandlers(
  socket: RealtimeSocket,
  deps: { policies: RoomPolicies; ackHandler: AckHandler; schedulePresence: (room: string) => void },
) {
  const { policies, ackHandler, schedulePresence } = deps;

  socket.on(
    'room:join',
    ackHandler(clientEventSchemas['room:join'].input, async (name) => {
      const room = parseRoomName(name);
      const { identity } = socket.data;
      if (!room || !(await canJoinRoom(identity, room, policies))) throw new AppError(403, 'auth.forbidden');
      // Nothing passes between a blocked pair any more, and the block is no secret to either of them
      // here: sending in that conversation already answers the same code.
      if (room.kind === 'conversation' && identity.kind === 'member' && (await policies.isClosedByBlock(room.id, identity.user.id))) {
        throw new AppError(403, 'blocks.blocked');
      }
      await socket.join(name);
      // Only channels have an online list (see connection.ts).
      if (room.kind === 'channel') schedulePresence(name);
      return { room: name };
    }),
  );

  socket.on(
    'room:leave',
    ackHandler(clientEventSchemas['room:leave'].input, async (name) => {
      await socket.leave(name);
      if (parseRoomName(name)?.kind === 'channel') schedulePresence(name);
      return { room: name };
    }),
  );
}
