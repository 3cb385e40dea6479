import { ACHIEVEMENT_KEYS, roomName, toLevelNumber, type AchievementKey } from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import type { RealtimeServer } from '../socket-server';

const isAchievementKey = (value: string): value is AchievementKey => (ACHIEVEMENT_KEYS as readonly string[]).includes(value);

/**
 * The member's XP and unlocked achievements, live on all their tabs — the user menu's
 * badge and the gamification page update, and a toast names the achievement. Emitter scope: `io.to`
 * already reaches every instance through the adapter. Returns the unsubscribe.
 */
export function relayGamificationEvents(deps: { io: RealtimeServer; events: Pick<EventBus, 'on'> }): () => void {
  const { io, events } = deps;
  const offs = [
    events.on('xp.changed', ({ userId, xp, level }) => {
      const room = roomName('member', userId);
      io.to(room).emit('member:event', { room, event: { type: 'gamification.xp', xp: Math.max(0, xp), level: toLevelNumber(level) } });
    }),
    events.on('achievement.unlocked', ({ userId, achievement }) => {
      if (!isAchievementKey(achievement)) return;
      const room = roomName('member', userId);
      io.to(room).emit('member:event', { room, event: { type: 'achievement.unlocked', achievement } });
    }),
  ];
  return () => offs.forEach((off) => off());
}
