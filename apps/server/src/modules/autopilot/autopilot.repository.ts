import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AutopilotDecision, AutopilotExecutedAction, AutopilotSource } from '@la-meute/shared';
import type { Database } from '../../db/client';
import {
  aiManagementLogs,
  aiRecommendations,
  events,
  forumTopics,
  messages,
  moderationLogs,
  notifications,
  profiles,
  user,
  userConnections,
} from '../../db/schema';

export type AiManagementLogRow = typeof aiManagementLogs.$inferSelect;

/** A member AutoPilot may address: neither banned nor erased. */
const reachable = and(isNull(user.bannedAt), isNull(user.deletedAt));

const neverWelcomed = sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${user.id} and ${notifications.kind} = 'autopilot.welcome')`;

/** Upcoming, published and not cancelled. */
function upcomingEvent(from: Date, to?: Date): SQL | undefined {
  return and(eq(events.isPublished, true), isNull(events.cancelledAt), gt(events.eventDate, from), to ? lte(events.eventDate, to) : undefined);
}

export function createAutopilotRepository(db: Database) {
  async function countOf(query: Promise<{ value: number }[]>): Promise<number> {
    const [row] = await query;
    return Number(row?.value ?? 0);
  }

  return {
    // SPEC §7 counts.
    countMembers: () => countOf(db.select({ value: count() }).from(profiles)),
    countChatMessagesSince: (since: Date) => countOf(db.select({ value: count() }).from(messages).where(gte(messages.createdAt, since))),
    countConnectionsSince: (since: Date) =>
      countOf(db.select({ value: count() }).from(userConnections).where(gte(userConnections.createdAt, since))),
    countForumTopicsSince: (since: Date) => countOf(db.select({ value: count() }).from(forumTopics).where(gte(forumTopics.createdAt, since))),

    // What the rules decide on.
    countNewMembersBetween: (from: Date, to: Date) =>
      countOf(db.select({ value: count() }).from(profiles).where(and(gte(profiles.createdAt, from), lt(profiles.createdAt, to)))),
    countUnwelcomedMembers: (since: Date) =>
      countOf(db.select({ value: count() }).from(user).where(and(gte(user.createdAt, since), reachable, neverWelcomed))),
    countInactiveMembers: (before: Date) =>
      countOf(db.select({ value: count() }).from(user).where(and(lt(user.lastActiveAt, before), reachable))),
    countUnansweredTopics: (since: Date) =>
      countOf(db.select({ value: count() }).from(forumTopics).where(and(gte(forumTopics.createdAt, since), eq(forumTopics.repliesCount, 0)))),
    countPinnedTopics: () => countOf(db.select({ value: count() }).from(forumTopics).where(eq(forumTopics.isPinned, true))),
    countRejectionsBetween: (from: Date, to: Date) =>
      countOf(db.select({ value: count() }).from(moderationLogs).where(and(gte(moderationLogs.createdAt, from), lt(moderationLogs.createdAt, to)))),
    countUpcomingEvents: (from: Date, to: Date) => countOf(db.select({ value: count() }).from(events).where(upcomingEvent(from, to))),
    countEventsWithoutParticipants: (from: Date) =>
      countOf(db.select({ value: count() }).from(events).where(and(upcomingEvent(from), eq(events.participantsCount, 0)))),

    /** Members who joined since `since` and never got AutoPilot's welcome, oldest first. */
    listUnwelcomedMembers: (since: Date, limit: number) =>
      db
        .select({ id: user.id, name: sql<string>`coalesce(${profiles.displayName}, ${user.name})` })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(and(gte(user.createdAt, since), reachable, neverWelcomed))
        .orderBy(asc(user.createdAt), asc(user.id))
        .limit(limit),

    /** Inactive members, those whose recommendations are the stalest first (so each run moves on). */
    listInactiveMembers: (before: Date, limit: number) =>
      db
        .select({ id: user.id })
        .from(user)
        .where(and(lt(user.lastActiveAt, before), reachable))
        .orderBy(
          sql`(select max(${aiRecommendations.createdAt}) from ${aiRecommendations} where ${aiRecommendations.userId} = ${user.id}) asc nulls first`,
          asc(user.lastActiveAt),
        )
        .limit(limit),

    /** Moderators and admins (a spike is theirs to look at), or admins only. */
    listStaff: (roles: ('moderator' | 'admin')[]) =>
      db
        .select({ id: user.id })
        .from(user)
        .where(and(inArray(user.role, roles), reachable)),

    /** The oldest recent topic nobody answered yet, not already pinned. */
    async findOldestUnansweredTopic(since: Date) {
      const [row] = await db
        .select({ id: forumTopics.id })
        .from(forumTopics)
        .where(and(gte(forumTopics.createdAt, since), eq(forumTopics.repliesCount, 0), eq(forumTopics.isPinned, false)))
        .orderBy(asc(forumTopics.createdAt), asc(forumTopics.id))
        .limit(1);
      return row ?? null;
    },

    /** The forum's most used category lately, for an event idea that matches what members talk about. */
    async findBusiestCategory(since: Date): Promise<string | null> {
      const [row] = await db
        .select({ category: forumTopics.category })
        .from(forumTopics)
        .where(gte(forumTopics.createdAt, since))
        .groupBy(forumTopics.category)
        .orderBy(desc(count()), asc(forumTopics.category))
        .limit(1);
      return row?.category ?? null;
    },

    async insertLog(input: {
      sessionId: string;
      aiDecisions: AutopilotDecision[];
      executedActions: AutopilotExecutedAction[];
      source: AutopilotSource;
      triggeredBy: string;
      stats: Record<string, number>;
    }): Promise<AiManagementLogRow> {
      const [row] = await db.insert(aiManagementLogs).values(input).returning();
      return row!;
    },

    listLogs: (limit: number) => db.select().from(aiManagementLogs).orderBy(desc(aiManagementLogs.createdAt), desc(aiManagementLogs.id)).limit(limit),
  };
}

export type AutopilotRepository = ReturnType<typeof createAutopilotRepository>;
