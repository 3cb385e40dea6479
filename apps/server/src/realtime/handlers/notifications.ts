import { roomName } from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import type { RealtimeServer } from '../socket-server';

/**
 * Issue #15: a new notification reaches the member's open tabs (a toast, the centre of issue #16).
 * `io.to` reaches every instance through the adapter. Returns the unsubscribe.
 */
export function relayNotificationEvents(deps: { io: RealtimeServer; events: Pick<EventBus, 'on'> }): () => void {
  const { io, events } = deps;
  return events.on('notification.created', ({ userId, notification }) => {
    const room = roomName('member', userId);
    io.to(room).emit('member:event', { room, event: { type: 'notification', notification } });
  });
}
