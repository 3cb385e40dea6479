import { roomName } from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import type { RealtimeServer } from '../socket-server';

/**
 * Connection requests live: the addressee sees a request arrive and the requester sees
 * it accepted, on every tab, without reloading. Emitter scope: `io.to` already reaches every
 * instance through the adapter. A declined request is not announced (ADR 017). Returns the unsubscribe.
 */
export function relayConnectionEvents(deps: { io: RealtimeServer; events: Pick<EventBus, 'on'> }): () => void {
  const { io, events } = deps;
  const tell = (connectionId: string, userIds: string[]) => {
    for (const userId of userIds) {
      const room = roomName('member', userId);
      io.to(room).emit('member:event', { room, event: { type: 'connection.changed', connectionId } });
    }
  };
  const offs = [
    events.on('connection.requested', ({ connectionId, toUserId }) => tell(connectionId, [toUserId])),
    events.on('connection.accepted', ({ connectionId, fromUserId, toUserId }) => tell(connectionId, [fromUserId, toUserId])),
  ];
  return () => offs.forEach((off) => off());
}
