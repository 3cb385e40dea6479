import { and, asc, count, desc, eq, gte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { LIMITS, type Comment, type Post } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { cursorKeyOf } from '../../db/cursor-key';
import { isoTimestampOf, jsonObject, jsonText } from '../../db/json-object';
import { memberColumns, memberSummaryFields } from '../../db/member-columns';
import { readableColumns } from '../../db/readable-columns';
import { COMMUNITY_COUNTER, communityCounters, postInteractions, posts, profiles, userLevels } from '../../db/schema';
import { toIso } from '../../lib/dates';
import { notBlockedEitherWay, visibleToViewer } from '../../db/block-filters';
import { toMemberSummary, type MemberRow } from '../profiles/profile-visibility';

/** Feed position: the exact created_at (microseconds, as text) and id of the last post seen. */
export interface FeedCursor {
  createdAt: string;
  id: string;
}

const cursorKey = cursorKeyOf(posts.createdAt);

const postFields = readableColumns(posts);

/**
 * The prepared feed pages always read the largest page, plus one row to tell whether another page
 * follows, and a smaller page is cut from it. With `limit $n`, PostgreSQL judged its generic plan
 * costlier than a custom one and planned the statement again on every execution: 0.5 ms of the
 * 0.9 ms it cost PostgreSQL per request. With a constant, the generic plan is kept.
 */
const PREPARED_FEED_ROWS = LIMITS.feedPosts + 1;
// drizzle binds a number given to limit() as a parameter but writes an SQL chunk as it is (its
// dialect takes any object there), so the constant reaches PostgreSQL as a literal.
const preparedFeedLimit = sql.raw(String(PREPARED_FEED_ROWS)) as unknown as Placeholder;

/** The viewer: a member id, null for a visitor, or a placeholder filled in by a prepared query. */
function postColumns(viewerId: string | null | Placeholder) {
  return {
    post: postFields,
    cursorKey,
    author: memberColumns,
    // The bio is profile content: only for those who may open the profile (canViewProfile's rule).
    authorBio: sql<string | null>`case when ${profiles.privacySettings}->>'profile_visibility' = 'public'
      or ${posts.userId} = ${viewerId}
      or (${profiles.privacySettings}->>'profile_visibility' = 'members' and ${viewerId}::text is not null)
      then ${profiles.bio} end`,
    likedByViewer: viewerId !== null
      ? sql<boolean>`exists (select 1 from ${postInteractions} pi where pi.post_id = ${posts.id} and pi.user_id = ${viewerId} and pi.interaction_type = 'like')`
      : sql<boolean>`false`,
  };
}

/**
 * A post as the API sends it (postSchema, fields in its order), written by PostgreSQL: the feed's
 * rows. The same columns, rules and viewer as postColumns and toPost, which the repository's
 * tests hold it to.
 */
function postJson(viewerId: string | null | Placeholder): SQL<string> {
  const { authorBio, likedByViewer } = postColumns(viewerId);
  return jsonText({
    id: posts.id,
    userId: posts.userId,
    content: posts.content,
    mediaUrls: posts.mediaUrls,
    postType: posts.postType,
    visibility: posts.visibility,
    location: posts.location,
    likesCount: posts.likesCount,
    commentsCount: posts.commentsCount,
    sharesCount: posts.sharesCount,
    createdAt: isoTimestampOf(posts.createdAt),
    updatedAt: isoTimestampOf(posts.updatedAt),
    author: jsonObject({ ...memberSummaryFields(), bio: authorBio }),
    likedByViewer,
  });
}

/** A feed page: its posts as JSON texts joined by commas, and where the next page starts. */
export interface FeedPageRows {
  postsJson: string;
  nextCursor: FeedCursor | null;
}

type PostRow = {
  post: Omit<typeof posts.$inferSelect, 'search' | 'hashtags'>;
  cursorKey: string;
  author: MemberRow;
  authorBio: string | null;
  likedByViewer: boolean;
};

function toPost(row: PostRow): Post {
  const { post } = row;
  return {
    id: post.id,
    userId: post.userId,
    content: post.content,
    mediaUrls: post.mediaUrls,
    postType: post.postType,
    visibility: post.visibility,
    location: post.location,
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    sharesCount: post.sharesCount,
    createdAt: toIso(post.createdAt),
    updatedAt: toIso(post.updatedAt),
    author: { ...toMemberSummary(row.author), bio: row.authorBio },
    likedByViewer: Boolean(row.likedByViewer),
  };
}

export function createPostsRepository(db: Database) {
  // The feed is every member's most frequent read: its two shapes are built and prepared once
  // (building drizzle queries was a sixth of a member request's CPU).
  const selectPosts = (viewerId: string | null | Placeholder) =>
    db
      .select(postColumns(viewerId))
      .from(posts)
      .innerJoin(profiles, eq(profiles.userId, posts.userId))
      .innerJoin(userLevels, eq(userLevels.userId, posts.userId));
  // The feed reads each post finished as JSON (postJson), its cursor beside it.
  const selectFeedRows = (viewerId: string | null | Placeholder) =>
    db
      .select({ json: postJson(viewerId), cursorKey, id: posts.id })
      .from(posts)
      .innerJoin(profiles, eq(profiles.userId, posts.userId))
      .innerJoin(userLevels, eq(userLevels.userId, posts.userId));
  // A member's feed leaves out whom they blocked or muted and who blocked them.
  const visibleInFeed = visibleToViewer(sql.placeholder('viewerId'), posts.userId);
  const newestFirst = [desc(posts.createdAt), desc(posts.id)] as const;
  /**
   * A prepared page comes back as one row: its posts' JSON already joined by PostgreSQL, the
   * cursor of the page's last post and whether another follows. The driver then reads one text
   * instead of parsing and mapping 51 rows, a tenth of a member request's CPU.
   */
  const preparedFeedPage = (where: SQL | undefined, name: string) => {
    const viewer = sql.placeholder('viewerId');
    const page = db
      .select({
        json: sql<string>`${postJson(viewer)}`.as('json'),
        cursorKey: sql<string>`${cursorKey}`.as('cursor_key'),
        id: sql<string>`${posts.id}::text`.as('post_id'),
        position: sql<number>`row_number() over (order by ${posts.createdAt} desc, ${posts.id} desc)`.as('position'),
      })
      .from(posts)
      .innerJoin(profiles, eq(profiles.userId, posts.userId))
      .innerJoin(userLevels, eq(userLevels.userId, posts.userId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(preparedFeedLimit)
      .as('page');
    const size = sql`${sql.placeholder('limit')}::int`;
    return db
      .select({
        postsJson: sql<string>`coalesce(string_agg(${page.json}, ',' order by ${page.position}) filter (where ${page.position} <= ${size}), '')`,
        lastKey: sql<string | null>`max(${page.cursorKey}) filter (where ${page.position} = ${size})`,
        lastId: sql<string | null>`max(${page.id}) filter (where ${page.position} = ${size})`,
        hasMore: sql<boolean>`count(*) > ${size}`,
      })
      .from(page)
      .prepare(name);
  };
  const firstFeedPage = preparedFeedPage(visibleInFeed, 'feed_first_page');
  const nextFeedPage = preparedFeedPage(
    and(
      sql`(${posts.createdAt}, ${posts.id}) < (${sql.placeholder('cursorCreatedAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`,
      visibleInFeed,
    ),
    'feed_next_page',
  );

  /** A block either way makes the post missing for both members: its page must not reveal it exists. */
  const notBlockedWithAuthor = (viewerId: string | null) => (viewerId ? notBlockedEitherWay(viewerId, posts.userId) : undefined);

  async function findPost(id: string, viewerId: string | null): Promise<Post | null> {
    const rows = await selectPosts(viewerId)
      .where(and(eq(posts.id, id), notBlockedWithAuthor(viewerId)))
      .limit(1);
    return rows[0] ? toPost(rows[0]) : null;
  }

  return {
    findPost,

    /** Newest first with authors and the viewer's likes, in one query (SPEC §7). */
    async listFeed(options: { viewerId: string | null; userId?: string; tag?: string; cursor?: FeedCursor; limit: number }): Promise<FeedPageRows> {
      if (!options.userId && !options.tag && options.limit < PREPARED_FEED_ROWS) {
        const [page] = options.cursor
          ? await nextFeedPage.execute({ viewerId: options.viewerId, limit: options.limit, cursorCreatedAt: options.cursor.createdAt, cursorId: options.cursor.id })
          : await firstFeedPage.execute({ viewerId: options.viewerId, limit: options.limit });
        const more = page?.hasMore && page.lastKey && page.lastId;
        return { postsJson: page?.postsJson ?? '', nextCursor: more ? { createdAt: page.lastKey!, id: page.lastId! } : null };
      }
      const conditions: SQL[] = [];
      if (options.userId) conditions.push(eq(posts.userId, options.userId));
      // A hashtag page (/feed?tag=): the generated, indexed list of the post's tags.
      if (options.tag) conditions.push(sql`${posts.hashtags} @> array[${options.tag}]::text[]`);
      if (options.viewerId) conditions.push(visibleToViewer(options.viewerId, posts.userId));
      if (options.cursor) {
        conditions.push(sql`(${posts.createdAt}, ${posts.id}) < (${options.cursor.createdAt}::timestamptz, ${options.cursor.id}::uuid)`);
      }
      const rows = await selectFeedRows(options.viewerId)
        .where(and(...conditions))
        .orderBy(...newestFirst)
        .limit(options.limit + 1);
      const page = rows.slice(0, options.limit);
      const last = page.at(-1);
      const nextCursor: FeedCursor | null = rows.length > options.limit && last ? { createdAt: last.cursorKey, id: last.id } : null;
      return { postsJson: page.map((row) => row.json).join(','), nextCursor };
    },

    /** The author's id, or null when there is no such post, or none the acting member may reach. */
    async findOwner(id: string, viewerId: string | null = null): Promise<string | null> {
      const rows = await db
        .select({ userId: posts.userId })
        .from(posts)
        .where(and(eq(posts.id, id), notBlockedWithAuthor(viewerId)))
        .limit(1);
      return rows[0]?.userId ?? null;
    },

    async insertPost(values: { userId: string; content: string; mediaUrls: string[]; location: string | null }) {
      const [row] = await db
        .insert(posts)
        .values({ ...values, postType: values.mediaUrls.length > 0 ? 'media' : 'text' })
        .returning({ id: posts.id });
      return row!.id;
    },

    async updatePost(id: string, values: { content: string; mediaUrls: string[]; location: string | null }) {
      await db
        .update(posts)
        .set({ ...values, postType: values.mediaUrls.length > 0 ? 'media' : 'text', updatedAt: new Date() })
        .where(eq(posts.id, id));
    },

    /** The deleted post's author, or undefined when it was already gone. */
    async deletePost(id: string): Promise<{ authorId: string | null } | undefined> {
      const [row] = await db.delete(posts).where(eq(posts.id, id)).returning({ authorId: posts.userId });
      return row;
    },

    /** The post's comments_count is kept by the code that adds comments: it goes down here alike. */
    async deleteComment(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(postInteractions)
          .where(and(eq(postInteractions.id, id), eq(postInteractions.interactionType, 'comment')))
          .returning({ postId: postInteractions.postId });
        if (!row) return false;
        await tx
          .update(posts)
          .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
          .where(eq(posts.id, row.postId));
        return true;
      });
    },

    /**
     * SPEC §4 like toggle. The counter moves only when a like row is really inserted or deleted, in
     * the same transaction, so likes_count always equals the number of like rows.
     */
    async toggleLike(postId: string, userId: string): Promise<{ liked: boolean; likesCount: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(postInteractions)
          .where(and(eq(postInteractions.postId, postId), eq(postInteractions.userId, userId), eq(postInteractions.interactionType, 'like')))
          .returning({ id: postInteractions.id });
        let liked = false;
        let delta = -removed.length;
        if (removed.length === 0) {
          const added = await tx
            .insert(postInteractions)
            .values({ postId, userId, interactionType: 'like' })
            .onConflictDoNothing()
            .returning({ id: postInteractions.id });
          // Nothing added: a concurrent click of the same member already liked it.
          liked = true;
          delta = added.length;
        }
        const [row] = await tx
          .update(posts)
          .set({ likesCount: sql`${posts.likesCount} + ${delta}` })
          .where(eq(posts.id, postId))
          .returning({ likesCount: posts.likesCount });
        return { liked, likesCount: row?.likesCount ?? 0 };
      });
    },

    async addShare(postId: string, userId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.insert(postInteractions).values({ postId, userId, interactionType: 'share' });
        const [row] = await tx
          .update(posts)
          .set({ sharesCount: sql`${posts.sharesCount} + 1` })
          .where(eq(posts.id, postId))
          .returning({ sharesCount: posts.sharesCount });
        return row?.sharesCount ?? 0;
      });
    },

    async addComment(postId: string, userId: string, content: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(postInteractions)
          .values({ postId, userId, interactionType: 'comment', content })
          .returning({ id: postInteractions.id });
        await tx.update(posts).set({ commentsCount: sql`${posts.commentsCount} + 1` }).where(eq(posts.id, postId));
        return row!.id;
      });
    },

    /** A post's comments; a member does not see those of whom they blocked or muted, or who blocked them. */
    async listComments(postId: string, onlyId?: string, viewerId: string | null = null): Promise<Comment[]> {
      const rows = await db
        .select({ interaction: postInteractions, author: memberColumns })
        .from(postInteractions)
        .innerJoin(profiles, eq(profiles.userId, postInteractions.userId))
        .innerJoin(userLevels, eq(userLevels.userId, postInteractions.userId))
        .where(
          and(
            eq(postInteractions.postId, postId),
            eq(postInteractions.interactionType, 'comment'),
            onlyId ? eq(postInteractions.id, onlyId) : undefined,
            viewerId ? visibleToViewer(viewerId, postInteractions.userId) : undefined,
          ),
        )
        .orderBy(asc(postInteractions.createdAt), asc(postInteractions.id));
      return rows.map(({ interaction, author }) => ({
        id: interaction.id,
        content: interaction.content ?? '',
        createdAt: toIso(interaction.createdAt),
        author: toMemberSummary(author),
      }));
    },

    async countLikeRows(postId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(postInteractions)
        .where(and(eq(postInteractions.postId, postId), eq(postInteractions.interactionType, 'like')));
      return row?.value ?? 0;
    },

    async countToday(since: Date) {
      const [[postRows], [interactionRows], [memberRows]] = await Promise.all([
        db.select({ value: count() }).from(posts).where(gte(posts.createdAt, since)),
        db.select({ value: count() }).from(postInteractions).where(gte(postInteractions.createdAt, since)),
        // Members: the row kept by triggers on profiles, not a count of the whole table.
        db.select({ value: communityCounters.value }).from(communityCounters).where(eq(communityCounters.name, COMMUNITY_COUNTER.members)),
      ]);
      return { members: memberRows?.value ?? 0, postsToday: postRows?.value ?? 0, interactionsToday: interactionRows?.value ?? 0 };
    },

    async recentContents(since: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ content: posts.content })
        .from(posts)
        .where(gte(posts.createdAt, since))
        .orderBy(desc(posts.createdAt))
        .limit(limit);
      return rows.map((row) => row.content);
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
