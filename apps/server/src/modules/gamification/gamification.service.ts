import type { FastifyBaseLogger } from 'fastify';
import {
  ACHIEVEMENTS,
  GOAL_KEYS,
  SAMPLE_GOALS,
  XP_GAINS,
  getLevelProgress,
  getRankProgress,
  parisDay,
  startOfParisDay,
  startOfParisMonth,
  startOfParisWeek,
  toLevelNumber,
  type AchievementKey,
  type GamificationMe,
  type GoalKey,
  type XpAction,
} from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import type { GamificationRepository, LedgerDirection } from './gamification.repository';
import type { LeaderboardRepository } from './leaderboard.repository';

/** How often the organisation sweep runs outside tests (an event that took place credits its organiser). */
export const ORGANISATION_SWEEP_MS = 5 * 60_000;

const target = (key: AchievementKey) => ACHIEVEMENTS.find((achievement) => achievement.key === key)!.target;

/**
 * XP, levels, achievements, goals and the leaderboard. XP reaches it only through the
 * other features' domain events (and the daily login): forum and events never call it.
 */
export function createGamificationService(deps: { repository: GamificationRepository; leaderboard: LeaderboardRepository; events: EventBus; logger: FastifyBaseLogger }) {
  const { repository, leaderboard, events, logger } = deps;

  async function change(userId: string | null, action: XpAction, sourceId: string, direction: LedgerDirection): Promise<void> {
    // A pseudonym (no member behind it) earns nothing.
    if (!userId) return;
    const changed = await repository.applyEntry({ userId, action, amount: XP_GAINS[action], sourceId, direction });
    if (changed) events.emit('xp.changed', { userId, xp: changed.xp, level: changed.level, at: new Date().toISOString() });
  }
  const credit = (userId: string | null, action: XpAction, sourceId: string) => change(userId, action, sourceId, 'credit');
  const reverse = (userId: string | null, action: XpAction, sourceId: string) => change(userId, action, sourceId, 'reversal');

  /** Whether the member's facts now meet the achievement (never asked again once unlocked). */
  const facts: Record<AchievementKey, (userId: string) => Promise<boolean>> = {
    // "Complete profile" (documented in the report and ADR): a display name, a bio, a city, an avatar
    // and at least one interest.
    firstStep: async (userId) => {
      const profile = await repository.findProfile(userId);
      if (!profile) return false;
      const filled = (value: string | null) => Boolean(value && value.trim().length > 0);
      return filled(profile.displayName) && filled(profile.bio) && filled(profile.locationCity) && filled(profile.avatarUrl) && profile.interests.length > 0;
    },
    communicator: async (userId) => (await repository.countMessagesSent(userId)) >= target('communicator'),
    participant: async (userId) => (await repository.countRegistrations(userId)) >= target('participant'),
    mentor: async (userId) => (await repository.countMembersHelped(userId)) >= target('mentor'),
    organiser: async (userId) => (await repository.countEventsOrganised(userId)) >= target('organiser'),
    influencer: async (userId) => (await repository.countLikesReceived(userId)) >= target('influencer'),
  };

  /** Unlocked once, never revoked; the insert that wins announces it. */
  async function check(userId: string | null, achievement: AchievementKey): Promise<void> {
    if (!userId) return;
    if (await repository.hasAchievement(userId, achievement)) return;
    if (!(await facts[achievement](userId))) return;
    if (await repository.unlock(userId, achievement)) {
      events.emit('achievement.unlocked', { userId, achievement, at: new Date().toISOString() });
    }
  }

  // The daily login: one ledger write per member per Paris day per instance; the ledger's own rule
  // (one net credit per day) keeps it once across instances.
  let memoDay = '';
  const signedInToday = new Set<string>();
  // Every signed-in request asks: the Paris day is read once a minute (it only turns on a minute,
  // Paris being whole hours from UTC), not through Intl on each request.
  let dayMinute = Number.NaN;
  let dayOfMinute = '';
  async function noteSignedIn(userId: string, now = new Date()): Promise<void> {
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== dayMinute) {
      dayMinute = minute;
      dayOfMinute = parisDay(now);
    }
    const day = dayOfMinute;
    if (day !== memoDay) {
      memoDay = day;
      signedInToday.clear();
    }
    if (signedInToday.has(userId)) return;
    signedInToday.add(userId);
    try {
      await credit(userId, 'dailyLogin', day);
    } catch (error) {
      signedInToday.delete(userId);
      throw error;
    }
  }

  /** Organisers of published, not cancelled events that took place get their 100 XP (once). */
  async function sweepOrganisations(now = new Date()): Promise<number> {
    const due = await repository.findOrganisationsToCredit(now);
    for (const { eventId, organizerId } of due) await credit(organizerId, 'eventOrganisation', eventId);
    return due.length;
  }

  const offs = [
    events.on('member.signed-in', ({ userId }) => noteSignedIn(userId)),
    events.on('forum.topic.created', ({ topicId, authorId }) => credit(authorId, 'topicCreation', topicId)),
    // The forum announces each reply a deleted topic took with it (forum.reply.deleted), reversed below.
    events.on('forum.topic.deleted', ({ topicId, authorId }) => reverse(authorId, 'topicCreation', topicId)),
    events.on('forum.reply.created', async ({ replyId, authorId }) => {
      await credit(authorId, 'forumParticipation', replyId);
      await check(authorId, 'communicator');
    }),
    events.on('forum.reply.deleted', async ({ replyId, authorId }) => {
      await reverse(authorId, 'forumParticipation', replyId);
      // A helpful reply that is deleted no longer helps.
      await reverse(authorId, 'helpingMember', replyId);
    }),
    events.on('forum.reply.marked-helpful', async ({ replyId, replyAuthorId, topicAuthorId, helpful }) => {
      // Marking one's own reply on one's own topic helps nobody else.
      if (replyAuthorId === topicAuthorId) return;
      if (!helpful) return reverse(replyAuthorId, 'helpingMember', replyId);
      await credit(replyAuthorId, 'helpingMember', replyId);
      await check(replyAuthorId, 'mentor');
    }),
    events.on('forum.topic.liked', ({ authorId, liked }) => (liked ? check(authorId, 'influencer') : undefined)),
    events.on('post.liked', ({ authorId, liked }) => (liked ? check(authorId, 'influencer') : undefined)),
    events.on('chat.message.sent', ({ authorId }) => check(authorId, 'communicator')),
    events.on('message.sent', ({ senderId }) => check(senderId, 'communicator')),
    events.on('profile.updated', ({ userId }) => check(userId, 'firstStep')),
    events.on('event.created', ({ organizerId }) => check(organizerId, 'organiser')),
    events.on('event.registered', async ({ eventId, userId }) => {
      await credit(userId, 'eventParticipation', eventId);
      await check(userId, 'participant');
    }),
    events.on('event.unregistered', ({ eventId, userId }) => reverse(userId, 'eventParticipation', eventId)),
    // The organiser cancelled: the event will not take place, so nobody earns from it.
    events.on('event.cancelled', async ({ eventId, organizerId, participantIds }) => {
      for (const userId of participantIds) await reverse(userId, 'eventParticipation', eventId);
      await reverse(organizerId, 'eventOrganisation', eventId);
    }),
  ];

  return {
    /** The daily login for a signed-in request; costs one ledger write per member per Paris day. */
    noteSignedIn(userId: string): void {
      noteSignedIn(userId).catch((error: unknown) => logger.error({ err: error, userId }, 'Daily login XP not recorded'));
    },
    /** Awaitable, for tests (and `now` for another Paris day). */
    recordDailyLogin: noteSignedIn,
    sweepOrganisations,

    async getMe(userId: string): Promise<GamificationMe | null> {
      const now = new Date();
      const overview = await repository.findOverview(userId, { day: startOfParisDay(now), week: startOfParisWeek(now), month: startOfParisMonth(now) });
      if (!overview) return null;
      const { xp, dailyXp, weeklyMessages, monthlyEvents, achievements: unlocked } = overview;
      const current: Record<GoalKey, number> = { dailyXp: Math.max(0, dailyXp), weeklyMessages, monthlyEvents };
      const level = getLevelProgress(xp);
      const rank = getRankProgress(xp);
      const unlockedAt = new Map(unlocked.map((row) => [row.achievement, row.unlockedAt]));
      return {
        xp,
        level: { level: toLevelNumber(level.level.level), nextLevel: level.next ? toLevelNumber(level.next.level) : null, percent: level.progressPercent, xpToNext: level.xpToNext },
        rank: { rank: rank.rank.key, nextRank: rank.next?.key ?? null, percent: rank.progressPercent, xpToNext: rank.xpToNext },
        goals: GOAL_KEYS.map((key) => ({ key, current: current[key], target: SAMPLE_GOALS[key] })),
        achievements: ACHIEVEMENTS.map(({ key }) => ({ key, unlockedAt: unlockedAt.get(key)?.toISOString() ?? null })),
      };
    },

    /** The leaderboard as PostgreSQL wrote it (leaderboard.repository.ts), the route sends it as it is. */
    async getLeaderboard(viewerId: string | null): Promise<string> {
      const page = await leaderboard.readPage(viewerId);
      return `{"entries":[${page.entriesJson}],"me":${JSON.stringify(page.me)}}`;
    },

    async close(): Promise<void> {
      offs.forEach((off) => off());
    },
  };
}

export type GamificationService = ReturnType<typeof createGamificationService>;
