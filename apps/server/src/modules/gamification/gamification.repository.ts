import { and, asc, count, eq, gte, isNotNull, isNull, lte, ne, notExists, sql, sum, type SQLWrapper } from 'drizzle-orm';
import { getLevelForXp, type AchievementKey, type XpAction } from '@la-meute/shared';
import type { Database } from '../../db/client';
import {
  conversationMessages,
  eventParticipants,
  events,
  forumReplies,
  forumTopics,
  memberAchievements,
  messages,
  posts,
  profiles,
  userLevels,
  xpLedger,
} from '../../db/schema';

export type LedgerDirection = 'credit' | 'reversal';

/** The progress page's figures (findOverview). */
export interface Overview {
  xp: number;
  dailyXp: number;
  weeklyMessages: number;
  monthlyEvents: number;
  achievements: { achievement: string; unlockedAt: Date }[];
}

export interface LedgerChange {
  xp: number;
  level: number;
}

/** The organisations the sweep looks at in one pass (it runs again a few minutes later). */
const SWEEP_BATCH = 500;

/** The only code touching the XP ledger and the achievements tables. */
export function createGamificationRepository(db: Database) {
  /** What the communicator achievement and the weekly goal count: one query per kind of message. */
  const sentQueries = (userId: string, from?: Date) => [
    db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), from ? gte(messages.createdAt, from) : undefined)),
    db
      .select({ n: count() })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.senderId, userId), from ? gte(conversationMessages.createdAt, from) : undefined)),
    db
      .select({ n: count() })
      .from(forumReplies)
      .where(and(eq(forumReplies.userId, userId), from ? gte(forumReplies.createdAt, from) : undefined)),
  ];
  const registrationsQuery = (userId: string, from?: Date) =>
    db
      .select({ n: count() })
      .from(eventParticipants)
      .where(and(eq(eventParticipants.userId, userId), from ? gte(eventParticipants.createdAt, from) : undefined));

  return {
    /**
     * One ledger entry for (member, action, source), in one transaction: the member's user_levels
     * row is locked first, so entries of one member are written one at a time; a credit is written
     * only when the source's net is 0 and a reversal only when it is +amount, so retries credit
     * nothing more and a second undo reverses nothing. The entry key counts the source's entries,
     * so the unique (user_id, entry_key) index also stops a racing duplicate.
     * Returns the new total, or null when nothing changed (or the member is gone).
     */
    async applyEntry(input: { userId: string; action: XpAction; amount: number; sourceId: string; direction: LedgerDirection }): Promise<LedgerChange | null> {
      const { userId, action, amount, sourceId, direction } = input;
      return db.transaction(async (tx) => {
        const [member] = await tx.select({ xp: userLevels.xp }).from(userLevels).where(eq(userLevels.userId, userId)).for('update');
        if (!member) return null;
        const [state] = await tx
          .select({ net: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int`, entries: sql<number>`count(*)::int` })
          .from(xpLedger)
          .where(and(eq(xpLedger.userId, userId), eq(xpLedger.action, action), eq(xpLedger.sourceId, sourceId)));
        const net = Number(state?.net ?? 0);
        const entries = Number(state?.entries ?? 0);
        if (direction === 'credit' ? net !== 0 : net < amount) return null;
        const signed = direction === 'credit' ? amount : -amount;
        const inserted = await tx
          .insert(xpLedger)
          .values({ userId, action, amount: signed, sourceId, entryKey: `${action}:${sourceId}:${entries}` })
          .onConflictDoNothing()
          .returning({ id: xpLedger.id });
        if (inserted.length === 0) return null;
        // Never negative, even for a total set by hand (the demo seed) without its entries.
        const xp = Math.max(0, member.xp + signed);
        const level = getLevelForXp(xp).level;
        await tx.update(userLevels).set({ xp, level, updatedAt: sql`now()` }).where(eq(userLevels.userId, userId));
        return { xp, level };
      });
    },

    /** Published, not cancelled events whose date has passed and whose organiser was never credited. */
    async findOrganisationsToCredit(now: Date): Promise<{ eventId: string; organizerId: string }[]> {
      const rows = await db
        .select({ eventId: events.id, organizerId: events.organizerId })
        .from(events)
        .where(
          and(
            eq(events.isPublished, true),
            isNull(events.cancelledAt),
            lte(events.eventDate, now),
            isNotNull(events.organizerId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(xpLedger)
                .where(
                  and(
                    eq(xpLedger.userId, events.organizerId),
                    eq(xpLedger.action, 'eventOrganisation'),
                    eq(xpLedger.sourceId, sql`${events.id}::text`),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(events.eventDate))
        .limit(SWEEP_BATCH);
      return rows.filter((row): row is { eventId: string; organizerId: string } => row.organizerId !== null);
    },

    /** Inserts the achievement once; true only for the call that unlocked it. */
    async unlock(userId: string, achievement: AchievementKey): Promise<boolean> {
      const rows = await db
        .insert(memberAchievements)
        .values({ userId, achievement })
        .onConflictDoNothing()
        .returning({ userId: memberAchievements.userId });
      return rows.length > 0;
    },

    async hasAchievement(userId: string, achievement: AchievementKey): Promise<boolean> {
      const rows = await db
        .select({ userId: memberAchievements.userId })
        .from(memberAchievements)
        .where(and(eq(memberAchievements.userId, userId), eq(memberAchievements.achievement, achievement)))
        .limit(1);
      return rows.length > 0;
    },

    /** What "complete profile" reads (firstStep). */
    async findProfile(userId: string) {
      const [row] = await db
        .select({
          displayName: profiles.displayName,
          bio: profiles.bio,
          locationCity: profiles.locationCity,
          avatarUrl: profiles.avatarUrl,
          interests: profiles.interests,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ?? null;
    },

    /** Messages the member sent: chat messages, conversation messages and forum replies, since `from` if given. */
    async countMessagesSent(userId: string, from?: Date): Promise<number> {
      const counts = await Promise.all(sentQueries(userId, from));
      return counts.reduce((total, [row]) => total + Number(row?.n ?? 0), 0);
    },

    async countRegistrations(userId: string, from?: Date): Promise<number> {
      const [row] = await registrationsQuery(userId, from);
      return Number(row?.n ?? 0);
    },

    async countEventsOrganised(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(events).where(eq(events.organizerId, userId));
      return Number(row?.n ?? 0);
    },

    /** Distinct other members whose topics got a reply of this member marked helpful (mentor). */
    async countMembersHelped(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${forumTopics.userId})::int` })
        .from(forumReplies)
        .innerJoin(forumTopics, eq(forumTopics.id, forumReplies.topicId))
        .where(and(eq(forumReplies.userId, userId), eq(forumReplies.isHelpful, true), isNotNull(forumTopics.userId), ne(forumTopics.userId, userId)));
      return Number(row?.n ?? 0);
    },

    /** Likes received on the member's posts and forum topics (influencer). */
    async countLikesReceived(userId: string): Promise<number> {
      const [onPosts, onTopics] = await Promise.all([
        db.select({ n: sql<number>`coalesce(sum(${posts.likesCount}), 0)::int` }).from(posts).where(eq(posts.userId, userId)),
        db.select({ n: sql<number>`coalesce(sum(${forumTopics.likesCount}), 0)::int` }).from(forumTopics).where(eq(forumTopics.userId, userId)),
      ]);
      return Number(onPosts[0]?.n ?? 0) + Number(onTopics[0]?.n ?? 0);
    },

    /**
     * The progress page's figures in one statement: the total, the XP earned since `since.day`
     * (credits minus reversals), the messages sent since `since.week`, the registrations since
     * `since.month` and the achievements. One statement, not six: on embedded PGlite each one is a
     * round trip to its single thread (bench:community). Null without a level row.
     */
    async findOverview(userId: string, since: { day: Date; week: Date; month: Date }): Promise<Overview | null> {
      const scalar = (query: SQLWrapper) => sql<number>`coalesce((${query}), 0)::int`;
      const [row] = await db
        .select({
          xp: userLevels.xp,
          dailyXp: scalar(db.select({ n: sum(xpLedger.amount) }).from(xpLedger).where(and(eq(xpLedger.userId, userId), gte(xpLedger.createdAt, since.day)))),
          weeklyMessages: sql<number>`${sql.join(sentQueries(userId, since.week).map(scalar), sql` + `)}`,
          monthlyEvents: scalar(registrationsQuery(userId, since.month)),
          // The dates as the driver would hand them to drizzle (timestamptz text), read back below.
          achievements: sql<unknown>`(select coalesce(json_agg(json_build_object('achievement', ${memberAchievements.achievement}, 'unlockedAt', ${memberAchievements.unlockedAt}::text)), '[]') from ${memberAchievements} where ${memberAchievements.userId} = ${userId})`,
        })
        .from(userLevels)
        .where(eq(userLevels.userId, userId));
      if (!row) return null;
      const achievements = (typeof row.achievements === 'string' ? JSON.parse(row.achievements) : row.achievements) as { achievement: string; unlockedAt: string }[];
      return {
        xp: row.xp,
        dailyXp: Number(row.dailyXp),
        weeklyMessages: Number(row.weeklyMessages),
        monthlyEvents: Number(row.monthlyEvents),
        achievements: achievements.map(({ achievement, unlockedAt }) => ({ achievement, unlockedAt: new Date(unlockedAt) })),
      };
    },
  };
}

export type GamificationRepository = ReturnType<typeof createGamificationRepository>;
