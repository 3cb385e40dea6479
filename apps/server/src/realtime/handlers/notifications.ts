import { roomName } from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import { fetchSocketsIn, type RealtimeServer } from '../socket-server';

/**
 * A new notification reaches the member's open tabs (a toast, the notifications centre), and
 * reading them in one tab updates the bell of the others. `io.to` reaches every instance
 * through the adapter. Returns the unsubscribe.
 */
export function relayNotificationEvents(deps: { io: RealtimeServer; events: Pick<EventBus, 'on'> }): () => void {
  const { io, events } = deps;
  const offCreated = events.on('notification.created', ({ userId, notification }) => {
    const room = roomName('member', userId);
    io.to(room).emit('member:event', { room, event: { type: 'notification', notification } });
  });
  const offRead = events.on('notifications.read', ({ userId }) => {
    const room = roomName('member', userId);
    io.to(room).emit('member:event', { room, event: { type: 'notifications.read' } });
  });
  return () => {
    offCreated();
    offRead();
  };
}

/**
 * The members who have the conversation open right now — one of their sockets, on any
 * instance, joined its room. A message they are reading is not notified. One lookup per message.
 */
export async function findConversationViewers(io: RealtimeServer, conversationId: string): Promise<Set<string>> {
  const sockets = await fetchSocketsIn(io, roomName('conversation', conversationId));
  return new Set(sockets.flatMap(({ data: { identity } }) => (identity?.kind === 'member' ? [identity.user.id] : [])));
}
