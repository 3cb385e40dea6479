import { parseRoomName, roomName } from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import type { MessagingService } from '../../modules/messaging/messaging.service';
import { fetchSocketsIn, type RealtimeServer } from '../socket-server';

/**
 * A block takes effect on the pair's open pages at once (ADR 019), not at their next page load.
 * Both members' sockets leave their private conversation's room — `socketsLeave` goes through the
 * adapter, so it reaches their sockets on every instance and the handler runs once, where the block
 * was made — and each sees the other go offline in their conversation lists. The online lists of
 * the channels either of them is in are sent again, per viewer (presence.ts); a block lifted sends
 * only those: the green dots of conversations come back with the next page load.
 * Returns the unsubscribe.
 */
export function relayBlockEvents(deps: {
  io: RealtimeServer;
  messaging: Pick<MessagingService, 'directConversationId'>;
  events: Pick<EventBus, 'on'>;
  schedulePresence: (room: string) => void;
}): () => void {
  const { io, messaging, events, schedulePresence } = deps;
  return events.on('member.blocked', async ({ blockerId, blockedId, blocked }) => {
    const memberRooms = [roomName('member', blockerId), roomName('member', blockedId)];
    if (blocked) {
      const conversationId = await messaging.directConversationId(blockerId, blockedId);
      if (conversationId) io.in(memberRooms).socketsLeave(roomName('conversation', conversationId));
      for (const [userId, otherId] of [
        [blockerId, blockedId],
        [blockedId, blockerId],
      ] as const) {
        const room = roomName('member', userId);
        io.to(room).emit('member:event', { room, event: { type: 'member.presence', userId: otherId, online: false } });
      }
    }
    const sockets = (await Promise.all(memberRooms.map((room) => fetchSocketsIn(io, room)))).flat();
    for (const socket of sockets) {
      for (const room of socket.rooms) if (parseRoomName(room)?.kind === 'channel') schedulePresence(room);
    }
  });
}
