import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { CommunityStats, MemberCard } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { memberPresenceColumns } from '../../db/member-columns';
import { toIso } from '../../lib/dates';
import { COMMUNITY_COUNTER, communityCounters, profiles, session, user, userLevels } from '../../db/schema';
import { toMemberSummary } from '../profiles/profile-visibility';

export function createCommunityRepository(db: Database) {
  return {
    /** Read from community_counters, kept by triggers on the counted tables (migration 0005). */
    async getStats(): Promise<CommunityStats> {
      const rows = await db
        .select({ name: communityCounters.name, value: communityCounters.value })
        .from(communityCounters)
        .where(inArray(communityCounters.name, Object.values(COMMUNITY_COUNTER)));
      const counter = (name: string) => rows.find((row) => row.name === name)?.value ?? 0;
      return {
        members: counter(COMMUNITY_COUNTER.members),
        discussions: counter(COMMUNITY_COUNTER.forumTopics) + counter(COMMUNITY_COUNTER.posts),
        events: counter(COMMUNITY_COUNTER.publishedEvents),
      };
    },

    /**
     * Members with a public profile, most recently active first (last session activity, else
     * sign-up). Location and online status only for those who show them.
     */
    async listRecentMembers(limit: number): Promise<MemberCard[]> {
      const lastSeen = db
        .select({ userId: session.userId, seenAt: max(session.updatedAt).as('seen_at') })
        .from(session)
        .groupBy(session.userId)
        .as('last_seen');
      const activity = sql<Date>`coalesce(${lastSeen.seenAt}, ${user.createdAt})`;
      const rows = await db
        .select({ ...memberPresenceColumns, lastActiveAt: activity })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .innerJoin(userLevels, eq(userLevels.userId, profiles.userId))
        .leftJoin(lastSeen, eq(lastSeen.userId, profiles.userId))
        .where(and(eq(user.emailVerified, true), sql`${profiles.privacySettings}->>'profile_visibility' = 'public'`))
        .orderBy(desc(activity), asc(profiles.username))
        .limit(limit);
      // The same list for every visitor: built as a visitor sees it.
      return rows.map((row) => ({ ...toMemberSummary(row, null), xp: row.xp, lastActiveAt: toIso(row.lastActiveAt) }));
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
