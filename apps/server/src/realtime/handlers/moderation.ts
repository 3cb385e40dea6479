import type { EventBus } from '../../lib/event-bus';
import type { RealtimeServer } from '../socket-server';

/**
 * Issue #15: moderation decisions seen live — content removed by a moderator leaves every open
 * page (stub: its owner fills it). Returns the unsubscribe.
 */
export function relayModerationEvents(deps: { io: RealtimeServer; events: Pick<EventBus, 'on'> }): () => void {
  void deps;
  return () => undefined;
}
