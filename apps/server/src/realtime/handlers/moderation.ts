import { REPORT_TARGET_TYPES, roomName, type ReportTargetType } from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import type { RealtimeServer } from '../socket-server';

const isTargetType = (value: string): value is ReportTargetType => (REPORT_TARGET_TYPES as readonly string[]).includes(value);

/**
 * Content removed by a moderator leaves every open page live. A chat message goes to
 * its channel's room, a private message to its conversation's room (only their readers ever had
 * it); public content to every socket. `io` reaches every instance through the adapter, so the
 * handler runs once, where the removal happened. Returns the unsubscribe.
 */
export function relayModerationEvents(deps: { io: RealtimeServer; events: Pick<EventBus, 'on'> }): () => void {
  const { io, events } = deps;
  return events.on('content.removed', ({ contentType, contentId, containerId }) => {
    if (!isTargetType(contentType)) return;
    const payload = { contentType, contentId, containerId };
    if (contentType === 'chat_message' && containerId) return void io.to(roomName('channel', containerId)).emit('content:removed', payload);
    if ((contentType === 'private_message' || contentType === 'direct_message') && containerId) {
      return void io.to(roomName('conversation', containerId)).emit('content:removed', payload);
    }
    io.emit('content:removed', payload);
  });
}
