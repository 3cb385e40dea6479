import { and, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { notBlockedEitherWay, visibleToViewer } from '../../db/block-filters';
import type { Database } from '../../db/client';
import { profileOpenTo, showsLocation } from '../../db/member-filters';
import {
  aiRecommendations,
  channels,
  conversationMessages,
  conversationParticipants,
  eventParticipants,
  events,
  messages,
  posts,
  profiles,
  user,
  userConnections,
} from '../../db/schema';

export type RecommendationRow = typeof aiRecommendations.$inferSelect;
export type NewRecommendation = Omit<typeof aiRecommendations.$inferInsert, 'id' | 'seen' | 'actedUpon' | 'createdAt'>;

// Other members are counted only when the member may see their profile, and their city only when
// they show it (SPEC §3 privacy_settings): an aggregate must not reveal what a card hides. Nothing
// is recommended from, nor counted of, members blocked either way (or muted, for their posts):
// the lists the recommendation leads to do not show them either.

export function createRecommendationsRepository(db: Database) {
  return {
    /** What the rules read of the member: their profile (null without one), language and posts. */
    async findMember(userId: string) {
      const [row] = await db
        .select({
          language: user.language,
          hasProfile: sql<boolean>`${profiles.userId} is not null`,
          bio: profiles.bio,
          interests: profiles.interests,
          locationCity: profiles.locationCity,
          hasPosted: sql<boolean>`exists (select 1 from ${posts} where ${posts.userId} = ${user.id})`,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return row ? { ...row, interests: row.interests ?? [] } : null;
    },

    /**
     * The interest (of `interests`, lower-cased) most other confirmed members share, with how many
     * share it; only members of `city` (case and spaces ignored) when a city is given.
     */
    async findSharedInterest(userId: string, interests: string[], city: string | null) {
      const interest = sql<string>`lower(trim(i.value))`;
      const rows = await db
        .select({ interest, members: sql<number>`count(distinct ${profiles.userId})::int` })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .innerJoin(sql`unnest(${profiles.interests}) as i(value)`, sql`true`)
        .where(
          and(
            ne(profiles.userId, userId),
            eq(user.emailVerified, true),
            profileOpenTo(userId),
            notBlockedEitherWay(userId, profiles.userId),
            inArray(interest, interests),
            city ? and(showsLocation, sql`lower(trim(${profiles.locationCity})) = ${city.trim().toLowerCase()}`) : undefined,
          ),
        )
        .groupBy(interest)
        .orderBy(desc(sql`count(distinct ${profiles.userId})`), interest)
        .limit(1);
      return rows[0] ?? null;
    },

    /** Published events between the two dates that the member has not joined, soonest first. */
    async listUpcomingEvents(userId: string, from: Date, to: Date, limit: number) {
      return db
        .select({ id: events.id, title: events.title, description: events.description, tags: events.tags, eventDate: events.eventDate })
        .from(events)
        .where(
          and(
            eq(events.isPublished, true),
            gte(events.eventDate, from),
            lte(events.eventDate, to),
            sql`not exists (select 1 from ${eventParticipants} where ${eventParticipants.eventId} = ${events.id} and ${eventParticipants.userId} = ${userId})`,
            visibleToViewer(userId, events.organizerId),
          ),
        )
        .orderBy(events.eventDate)
        .limit(limit);
    },

    /** Other members' public posts since `since`, newest first. */
    async listRecentPosts(userId: string, since: Date, limit: number) {
      return db
        .select({ id: posts.id, content: posts.content })
        .from(posts)
        .where(and(ne(posts.userId, userId), eq(posts.visibility, 'public'), gte(posts.createdAt, since), visibleToViewer(userId, posts.userId)))
        .orderBy(desc(posts.createdAt))
        .limit(limit);
    },

    /** The active chat channel with the most messages since `since` in which the member never wrote. */
    async findBusiestUnvisitedChannel(userId: string, since: Date) {
      const [row] = await db
        .select({ name: channels.name, messages: count(messages.id) })
        .from(messages)
        .innerJoin(channels, eq(channels.id, messages.channelId))
        .where(
          and(
            eq(channels.isActive, true),
            gte(messages.createdAt, since),
            sql`not exists (select 1 from ${messages} mine where mine.channel_id = ${channels.id} and mine.user_id = ${userId})`,
          ),
        )
        .groupBy(channels.id, channels.name)
        .orderBy(desc(count(messages.id)), channels.name)
        .limit(1);
      return row ?? null;
    },

    /** Pending requests other members sent the member: how many, and the newest one's id. */
    async findPendingRequests(userId: string) {
      const rows = await db
        .select({ id: userConnections.id, total: sql<number>`(count(*) over ())::int` })
        .from(userConnections)
        .where(and(eq(userConnections.connectedUserId, userId), eq(userConnections.status, 'pending'), notBlockedEitherWay(userId, userConnections.userId)))
        .orderBy(desc(userConnections.createdAt), desc(userConnections.id))
        .limit(1);
      return rows[0] ? { newestId: rows[0].id, total: rows[0].total } : null;
    },

    /** Others' messages the member has not read (the read state of conversation_participants). */
    async findUnreadMessages(userId: string) {
      const [row] = await db
        .select({
          newestId: sql<string | null>`(array_agg(${conversationMessages.id} order by ${conversationMessages.createdAt} desc, ${conversationMessages.id} desc))[1]`,
          conversations: sql<number>`count(distinct ${conversationMessages.conversationId})::int`,
        })
        .from(conversationMessages)
        .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, conversationMessages.conversationId))
        .where(
          and(
            eq(conversationParticipants.userId, userId),
            ne(conversationMessages.senderId, userId),
            sql`${conversationMessages.createdAt} > coalesce(${conversationParticipants.lastReadAt}, '-infinity')`,
          ),
        );
      return row?.newestId ? { newestId: String(row.newestId), conversations: row.conversations } : null;
    },

    /** Every dedupe key the member has, seen or not: what was once recommended stays recommended. */
    async listDedupeKeys(userId: string): Promise<Set<string>> {
      const rows = await db.select({ key: aiRecommendations.dedupeKey }).from(aiRecommendations).where(eq(aiRecommendations.userId, userId));
      return new Set(rows.map((row) => row.key));
    },

    /** The unique (user_id, dedupe_key) index decides between racing runs; returns how many are new. */
    async insertMany(rows: NewRecommendation[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.insert(aiRecommendations).values(rows).onConflictDoNothing().returning({ id: aiRecommendations.id });
      return inserted.length;
    },

    /** SPEC §7: unseen, priority then newest. */
    async listUnseen(userId: string, limit: number): Promise<RecommendationRow[]> {
      return db
        .select()
        .from(aiRecommendations)
        .where(and(eq(aiRecommendations.userId, userId), eq(aiRecommendations.seen, false)))
        .orderBy(desc(aiRecommendations.priority), desc(aiRecommendations.createdAt), desc(aiRecommendations.id))
        .limit(limit);
    },

    /** SPEC §4: seen (dismiss), or seen and acted upon (Apply); null when it is not the member's. */
    async markSeen(id: string, userId: string, actedUpon: boolean): Promise<RecommendationRow | null> {
      const [row] = await db
        .update(aiRecommendations)
        .set(actedUpon ? { seen: true, actedUpon: true } : { seen: true })
        .where(and(eq(aiRecommendations.id, id), eq(aiRecommendations.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;
