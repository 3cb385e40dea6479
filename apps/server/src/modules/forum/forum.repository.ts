import { and, asc, count, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { FORUM_LIMITS, LIMITS, type ForumCategoryCounts, type ForumReply, type ForumTopicSummary } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { memberColumns } from '../../db/member-columns';
import { readableColumns } from '../../db/readable-columns';
import { communityCounters, forumReplies, forumTopicLikes, forumTopics, forumTopicViews, profiles, userLevels } from '../../db/schema';
import { notBlockedEitherWay, visibleToViewer } from '../../db/block-filters';
import { toIso } from '../../lib/dates';
import { toMemberRow, toMemberSummary, type NullableMemberColumns } from '../profiles/profile-visibility';
import { matchQuery } from '../search/search-filters.repository';

/** The author columns of a topic or reply: a left join, since an anonymous author has no profile. */
type AuthorRow = { author: NullableMemberColumns; pseudonym: string | null; userLevel: number };

function toAuthor(row: AuthorRow) {
  const member = toMemberRow(row.author);
  return { author: member ? toMemberSummary(member) : null, pseudonym: row.pseudonym, userLevel: row.userLevel };
}

const summaryColumns = {
  id: forumTopics.id,
  title: forumTopics.title,
  // SPEC §9: the list shows the content's first 100 characters (left() counts characters, not bytes).
  excerpt: sql<string>`left(${forumTopics.content}, ${sql.raw(String(LIMITS.forumExcerpt))})`,
  category: forumTopics.category,
  userId: forumTopics.userId,
  pseudonym: forumTopics.pseudonym,
  userLevel: forumTopics.userLevel,
  repliesCount: forumTopics.repliesCount,
  likesCount: forumTopics.likesCount,
  viewsCount: forumTopics.viewsCount,
  isPinned: forumTopics.isPinned,
  lastReplyAt: forumTopics.lastReplyAt,
  createdAt: forumTopics.createdAt,
  author: memberColumns,
};

interface SummaryRow {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  userId: string | null;
  pseudonym: string | null;
  userLevel: number;
  repliesCount: number;
  likesCount: number;
  viewsCount: number;
  isPinned: boolean;
  lastReplyAt: Date | string | null;
  createdAt: Date | string;
  author: NullableMemberColumns;
}

function toSummary(row: SummaryRow): ForumTopicSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    ...toAuthor(row),
    repliesCount: row.repliesCount,
    likesCount: row.likesCount,
    viewsCount: row.viewsCount,
    isPinned: row.isPinned,
    lastReplyAt: row.lastReplyAt ? toIso(row.lastReplyAt) : null,
    createdAt: toIso(row.createdAt),
  };
}

const replyColumns = readableColumns(forumReplies);

/** community_counters' rows of topics per category are named `forum_topics:<category>` (migration 0018). */
const CATEGORY_COUNTER_PREFIX = 'forum_topics:';

export interface ListTopicsOptions {
  category: string | null;
  tsQuery: string | null;
  /** The signed-in reader: the topics of whom they blocked or muted, or who blocked them, are left out. */
  viewerId: string | null;
  page: number;
  pageSize: number;
}

export interface NewForumPost {
  userId: string | null;
  pseudonym: string | null;
  userLevel: number;
  content: string;
}

export function createForumRepository(db: Database) {
  const selectSummaries = () =>
    db
      .select(summaryColumns)
      .from(forumTopics)
      .leftJoin(profiles, eq(profiles.userId, forumTopics.userId))
      .leftJoin(userLevels, eq(userLevels.userId, forumTopics.userId));

  function listConditions(options: Pick<ListTopicsOptions, 'category' | 'tsQuery' | 'viewerId'>): SQL | undefined {
    const conditions: SQL[] = [];
    // As in the feed (ADR 019); a pseudonym's topic has no member to hide.
    if (options.viewerId) conditions.push(visibleToViewer(options.viewerId, forumTopics.userId));
    if (options.category) conditions.push(eq(forumTopics.category, options.category));
    // Read in French, English and Spanish, as each topic is indexed in its own language.
    if (options.tsQuery) conditions.push(sql`${forumTopics.search} @@ ${matchQuery(options.tsQuery)}`);
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  async function replyRows(where: SQL | undefined, viewerId: string | null): Promise<ForumReply[]> {
    const rows = await db
      .select({ reply: replyColumns, author: memberColumns })
      .from(forumReplies)
      .leftJoin(profiles, eq(profiles.userId, forumReplies.userId))
      .leftJoin(userLevels, eq(userLevels.userId, forumReplies.userId))
      .where(where)
      .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id));
    return rows.map(({ reply, author }) => ({
      id: reply.id,
      topicId: reply.topicId,
      content: reply.content,
      ...toAuthor({ author, pseudonym: reply.pseudonym, userLevel: reply.userLevel }),
      isHelpful: reply.isHelpful,
      createdAt: toIso(reply.createdAt),
      viewerIsAuthor: viewerId !== null && reply.userId === viewerId,
    }));
  }

  return {
    async countTopics(options: Pick<ListTopicsOptions, 'category' | 'tsQuery' | 'viewerId'>): Promise<number> {
      const [row] = await db.select({ total: count() }).from(forumTopics).where(listConditions(options));
      return Number(row?.total ?? 0);
    },

    /** One page, pinned first then newest; the id breaks ties so that every topic is on exactly one page. */
    async listTopics(options: ListTopicsOptions): Promise<ForumTopicSummary[]> {
      const rows = await selectSummaries()
        .where(listConditions(options))
        .orderBy(desc(forumTopics.isPinned), desc(forumTopics.createdAt), desc(forumTopics.id))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize);
      return rows.map(toSummary);
    },

    /**
     * Topics per category, from the counters migration 0018's triggers keep in community_counters
     * (one row per category, never below 0): five rows instead of grouping every topic, which cost
     * PGlite's single thread more than the rest of the request (bench:community). A category
     * without topics is left out, as the grouping left it out.
     */
    async countByCategory(): Promise<ForumCategoryCounts> {
      const rows = await db
        .select({ name: communityCounters.name, value: communityCounters.value })
        .from(communityCounters)
        .where(and(sql`starts_with(${communityCounters.name}, ${CATEGORY_COUNTER_PREFIX})`, gt(communityCounters.value, 0)))
        .orderBy(asc(communityCounters.name));
      const categories = rows.map((row) => ({ category: row.name.slice(CATEGORY_COUNTER_PREFIX.length), count: row.value }));
      return { total: categories.reduce((sum, row) => sum + row.count, 0), categories };
    },

    /**
     * Trending: topics with a reply in the last days come first (newest reply first), then the most
     * viewed; the newest breaks ties. Reads the counters on the topics, never the replies.
     */
    async trending(now: Date, viewerId: string | null): Promise<ForumTopicSummary[]> {
      const since = new Date(now.getTime() - FORUM_LIMITS.trendingWindowDays * 24 * 60 * 60 * 1000);
      const recent = sql`coalesce(${forumTopics.lastReplyAt} >= ${since.toISOString()}::timestamptz, false)`;
      const rows = await selectSummaries()
        .where(listConditions({ category: null, tsQuery: null, viewerId }))
        .orderBy(desc(recent), desc(sql`case when ${recent} then ${forumTopics.lastReplyAt} end`), desc(forumTopics.viewsCount), desc(forumTopics.createdAt), desc(forumTopics.id))
        .limit(FORUM_LIMITS.trending);
      return rows.map(toSummary);
    },

    async findTopic(id: string, viewerId: string | null) {
      const rows = await db
        .select({
          ...summaryColumns,
          content: forumTopics.content,
          updatedAt: forumTopics.updatedAt,
          likedByViewer:
            viewerId !== null
              ? sql<boolean>`exists (select 1 from ${forumTopicLikes} l where l.topic_id = ${forumTopics.id} and l.user_id = ${viewerId})`
              : sql<boolean>`false`,
        })
        .from(forumTopics)
        .leftJoin(profiles, eq(profiles.userId, forumTopics.userId))
        .leftJoin(userLevels, eq(userLevels.userId, forumTopics.userId))
        .where(eq(forumTopics.id, id))
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      return {
        ...toSummary(row),
        userId: row.userId,
        content: row.content,
        updatedAt: toIso(row.updatedAt),
        likedByViewer: Boolean(row.likedByViewer),
      };
    },

    /**
     * The topic's member author; with `viewerId`, null as well when a block stands between the viewer
     * and the author, either way: the topic then looks missing to both (ADR 019).
     */
    async topicAuthor(id: string, viewerId: string | null = null): Promise<{ userId: string | null } | null> {
      const rows = await db
        .select({ userId: forumTopics.userId })
        .from(forumTopics)
        .where(and(eq(forumTopics.id, id), viewerId ? notBlockedEitherWay(viewerId, forumTopics.userId) : undefined))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertTopic(values: NewForumPost & { title: string; category: string }): Promise<string> {
      const [row] = await db.insert(forumTopics).values(values).returning({ id: forumTopics.id });
      return row!.id;
    },

    /** Deletes the topic and (by cascade) its replies; returns the replies that went with it. */
    async deleteTopic(id: string): Promise<{ id: string; userId: string | null }[]> {
      return db.transaction(async (tx) => {
        const replies = await tx.select({ id: forumReplies.id, userId: forumReplies.userId }).from(forumReplies).where(eq(forumReplies.topicId, id));
        await tx.delete(forumTopics).where(eq(forumTopics.id, id));
        return replies;
      });
    },

    async setPinned(id: string, pinned: boolean): Promise<boolean> {
      const rows = await db.update(forumTopics).set({ isPinned: pinned }).where(eq(forumTopics.id, id)).returning({ id: forumTopics.id });
      return rows.length > 0;
    },

    /** Counts one view per viewer, topic and Paris day; the trigger bumps views_count on a real insert. */
    async recordView(topicId: string, viewerKey: string, day: string) {
      await db.insert(forumTopicViews).values({ topicId, viewerKey, day }).onConflictDoNothing();
    },

    /**
     * The like toggle: delete the member's like, or insert it when there was none. The trigger moves
     * likes_count with each real insert or delete, so it always equals the number of rows.
     */
    async toggleLike(topicId: string, userId: string): Promise<{ liked: boolean; likesCount: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(forumTopicLikes)
          .where(and(eq(forumTopicLikes.topicId, topicId), eq(forumTopicLikes.userId, userId)))
          .returning({ userId: forumTopicLikes.userId });
        // Nothing removed: like it (a concurrent click that already inserted it leaves it liked).
        if (removed.length === 0) await tx.insert(forumTopicLikes).values({ topicId, userId }).onConflictDoNothing();
        const [row] = await tx.select({ likesCount: forumTopics.likesCount }).from(forumTopics).where(eq(forumTopics.id, topicId));
        return { liked: removed.length === 0, likesCount: row?.likesCount ?? 0 };
      });
    },

    /** A topic's replies, without those of whom the viewer blocked or muted, or who blocked them. */
    listReplies: (topicId: string, viewerId: string | null) =>
      replyRows(and(eq(forumReplies.topicId, topicId), viewerId ? visibleToViewer(viewerId, forumReplies.userId) : undefined), viewerId),

    async findReplyById(id: string, viewerId: string | null): Promise<ForumReply | null> {
      const [reply] = await replyRows(eq(forumReplies.id, id), viewerId);
      return reply ?? null;
    },

    async insertReply(values: NewForumPost & { topicId: string }): Promise<string> {
      const [row] = await db.insert(forumReplies).values(values).returning({ id: forumReplies.id });
      return row!.id;
    },

    /** The reply's author and its topic's author, for the permission checks; `viewerId` as in topicAuthor. */
    async replyContext(id: string, viewerId: string | null = null) {
      const rows = await db
        .select({ userId: forumReplies.userId, topicId: forumReplies.topicId, topicAuthorId: forumTopics.userId, isHelpful: forumReplies.isHelpful })
        .from(forumReplies)
        .innerJoin(forumTopics, eq(forumTopics.id, forumReplies.topicId))
        .where(and(eq(forumReplies.id, id), viewerId ? notBlockedEitherWay(viewerId, forumReplies.userId) : undefined))
        .limit(1);
      return rows[0] ?? null;
    },

    async deleteReply(id: string) {
      await db.delete(forumReplies).where(eq(forumReplies.id, id));
    },

    /** Sets the mark; true when it really changed (so the event fires once per change). */
    async setHelpful(id: string, helpful: boolean): Promise<boolean> {
      const rows = await db
        .update(forumReplies)
        .set({ isHelpful: helpful, updatedAt: new Date() })
        .where(and(eq(forumReplies.id, id), ne(forumReplies.isHelpful, helpful)))
        .returning({ id: forumReplies.id });
      return rows.length > 0;
    },

    async topicExists(id: string): Promise<boolean> {
      const rows = await db.select({ id: forumTopics.id }).from(forumTopics).where(eq(forumTopics.id, id)).limit(1);
      return rows.length > 0;
    },
  };
}

export type ForumRepository = ReturnType<typeof createForumRepository>;
