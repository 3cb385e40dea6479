import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SearchHit } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { memberColumns } from '../../db/member-columns';
import { events, forumReplies, forumTopics, posts, profiles, user, userLevels } from '../../db/schema';
import { toIso } from '../../lib/dates';
import { toMemberSummary } from '../profiles/profile-visibility';
import { byRelevance, excerptOf, highlightAll, matchQuery, searchablePosts, visibleAuthor } from './search-filters.repository';
import type { SearchTerms } from './search-terms';

/** One type's page: `limit` rows from `offset`, asked for one more to know whether another page follows. */
export interface SearchPageRequest {
  terms: SearchTerms;
  viewerId: string | null;
  limit: number;
  offset: number;
}

/** One kind of search result. */
export type Hit<T extends SearchHit['type']> = Extract<SearchHit, { type: T }>;

// The texts each generated `search` column was built from (migration 0017): the same text picks
// the same configuration, so ts_headline parses a row as it was indexed.
const topicText = sql`coalesce(${forumTopics.title}, '') || ' ' || coalesce(${forumTopics.content}, '')`;
const eventText = sql`coalesce(${events.title}, '') || ' ' || coalesce(${events.description}, '') || ' ' || coalesce(${events.location}, '') || ' ' || coalesce(${events.venue}, '')`;
const replyText = sql`coalesce(${forumReplies.content}, '')`;
const postText = sql`coalesce(${posts.content}, '')`;

/** Full-text search of posts, forum topics and replies, and events, by relevance. */
export function createSearchContentRepository(db: Database) {
  return {
    async searchPosts({ terms, viewerId, limit, offset }: SearchPageRequest): Promise<Hit<'post'>[]> {
      if (!terms.tsQuery) return [];
      const query = matchQuery(terms.tsQuery);
      // "#calme": the posts carrying that hashtag (posts_hashtags_idx), ranked by the word still.
      const match: SQL = terms.hashtag
        ? sql`${posts.hashtags} @> array[lower(${terms.hashtag})]::text[]`
        : sql`${posts.search} @@ ${query}`;
      const rows = await db
        .select({ id: posts.id, createdAt: posts.createdAt, excerpt: excerptOf(posts.content, postText, query), author: memberColumns })
        .from(posts)
        .innerJoin(user, eq(user.id, posts.userId))
        .innerJoin(profiles, eq(profiles.userId, posts.userId))
        .innerJoin(userLevels, eq(userLevels.userId, posts.userId))
        .where(and(match, searchablePosts(viewerId)))
        .orderBy(...byRelevance(posts.search, query, posts.createdAt, posts.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ type: 'post', id: row.id, excerpt: row.excerpt, author: toMemberSummary(row.author), createdAt: toIso(row.createdAt) }));
    },

    async searchTopics({ terms, viewerId, limit, offset }: SearchPageRequest): Promise<Hit<'topic'>[]> {
      if (!terms.tsQuery) return [];
      const query = matchQuery(terms.tsQuery);
      const rows = await db
        .select({
          id: forumTopics.id,
          title: highlightAll(forumTopics.title, topicText, query),
          excerpt: excerptOf(forumTopics.content, topicText, query),
          category: forumTopics.category,
          createdAt: forumTopics.createdAt,
        })
        .from(forumTopics)
        .where(and(sql`${forumTopics.search} @@ ${query}`, visibleAuthor(viewerId, forumTopics.userId)))
        .orderBy(...byRelevance(forumTopics.search, query, forumTopics.createdAt, forumTopics.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ type: 'topic', ...row, createdAt: toIso(row.createdAt) }));
    },

    async searchReplies({ terms, viewerId, limit, offset }: SearchPageRequest): Promise<Hit<'reply'>[]> {
      if (!terms.tsQuery) return [];
      const query = matchQuery(terms.tsQuery);
      const rows = await db
        .select({
          id: forumReplies.id,
          topicId: forumReplies.topicId,
          topicTitle: forumTopics.title,
          excerpt: excerptOf(forumReplies.content, replyText, query),
          createdAt: forumReplies.createdAt,
        })
        .from(forumReplies)
        .innerJoin(forumTopics, eq(forumTopics.id, forumReplies.topicId))
        .where(
          and(
            sql`${forumReplies.search} @@ ${query}`,
            visibleAuthor(viewerId, forumReplies.userId),
            visibleAuthor(viewerId, forumTopics.userId),
          ),
        )
        .orderBy(...byRelevance(forumReplies.search, query, forumReplies.createdAt, forumReplies.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ type: 'reply', ...row, createdAt: toIso(row.createdAt) }));
    },

    /** Published, not cancelled events; the upcoming ones before the past ones, each group ranked. */
    async searchEvents({ terms, viewerId, limit, offset }: SearchPageRequest): Promise<Hit<'event'>[]> {
      if (!terms.tsQuery) return [];
      const query = matchQuery(terms.tsQuery);
      const rows = await db
        .select({
          id: events.id,
          title: highlightAll(events.title, eventText, query),
          excerpt: excerptOf(events.description, eventText, query),
          eventDate: events.eventDate,
          location: events.location,
        })
        .from(events)
        .where(
          and(
            sql`${events.search} @@ ${query}`,
            eq(events.isPublished, true),
            isNull(events.cancelledAt),
            visibleAuthor(viewerId, events.organizerId),
          ),
        )
        .orderBy(desc(sql`${events.eventDate} >= now()`), ...byRelevance(events.search, query, events.createdAt, events.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ type: 'event', ...row, eventDate: toIso(row.eventDate) }));
    },
  };
}

export type SearchContentRepository = ReturnType<typeof createSearchContentRepository>;
