import { and, desc, eq, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_PRIVACY_SETTINGS } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { notBlockedEitherWay } from '../../db/block-filters';
import { memberPresenceColumns } from '../../db/member-columns';
import { activeAccount, profileOpenTo, showsLocation } from '../../db/member-filters';
import { knownHashtags, posts, profiles, user, userLevels } from '../../db/schema';
import { toMemberSummary } from '../profiles/profile-visibility';
import type { Hit, SearchPageRequest } from './search-content.repository';
import { searchablePosts } from './search-filters.repository';

/** Without accents, then lower-cased (so a C-locale lower() meets only ASCII), on both sides of a comparison. */
const folded = (text: SQLWrapper | string) => sql`lower(public.unaccent(${text}))`;

// What a person is found by: their handle, their name, and their city only when they show it.
const personText = folded(
  sql`${profiles.username} || ' ' || ${profiles.displayName} || case when ${showsLocation} then ' ' || coalesce(${profiles.locationCity}, '') else '' end`,
);

/** People (by name, contains) and hashtags (by prefix) for the search. */
export function createSearchPeopleRepository(db: Database) {
  return {
    /**
     * Every word must appear in the person's text, accents and case aside. Only confirmed, active
     * members whose profile the viewer may open, never the viewer, never a block either way.
     * Names starting with the first word come first; then the newest profiles (a total order:
     * collations differ between PGlite and PostgreSQL, dates do not).
     */
    async searchPeople({ terms, viewerId, limit, offset }: SearchPageRequest): Promise<Hit<'person'>[]> {
      const [first] = terms.words;
      if (first === undefined) return [];
      const startsWithFirst = sql`(starts_with(${folded(profiles.username)}, ${folded(first)}) or starts_with(${folded(profiles.displayName)}, ${folded(first)}))`;
      const rows = await db
        .select({ ...memberPresenceColumns, bio: profiles.bio })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .innerJoin(userLevels, eq(userLevels.userId, profiles.userId))
        .where(
          and(
            ...terms.words.map((word) => sql`strpos(${personText}, ${folded(word)}) > 0`),
            sql`${profiles.username} <> ''`,
            eq(user.emailVerified, true),
            activeAccount,
            profileOpenTo(viewerId),
            viewerId ? ne(profiles.userId, viewerId) : undefined,
            viewerId ? notBlockedEitherWay(viewerId, profiles.userId) : undefined,
          ),
        )
        // The exact username first: a mention (@name) opens its member through this search.
        .orderBy(desc(sql`lower(${profiles.username}) = ${terms.username}`), desc(startsWithFirst), desc(profiles.createdAt), desc(profiles.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ bio, ...row }) => {
        const { locationCity, ...member } = toMemberSummary(
          { ...row, privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...row.privacySettings } },
          viewerId ? { id: viewerId } : null,
        );
        return { type: 'person', member, city: locationCity, bio };
      });
    },

    /**
     * Hashtags of the posts search may show, starting with the word (without '#', accents aside),
     * the most used first, then by name in byte order (the same on both engines).
     */
    async searchHashtags({ terms, viewerId, limit, offset }: SearchPageRequest): Promise<Hit<'hashtag'>[]> {
      if (!terms.hashtagPrefix) return [];
      // The known tags with that start, a range of the folded index (in byte order, which a
      // prefix's range is); then the posts carrying each, through posts_hashtags_idx.
      const prefix = folded(terms.hashtagPrefix);
      const byteOrder = sql`${knownHashtags.folded} collate "C"`;
      const uses = sql<number>`count(*)::int`;
      const rows = await db
        .select({ tag: knownHashtags.tag, count: uses })
        .from(knownHashtags)
        .innerJoin(posts, sql`${posts.hashtags} @> array[${knownHashtags.tag}]`)
        .innerJoin(user, eq(user.id, posts.userId))
        .innerJoin(profiles, eq(profiles.userId, posts.userId))
        .where(
          and(
            sql`${byteOrder} >= ${prefix} and ${byteOrder} < ${prefix} || chr(1114111)`,
            sql`starts_with(${knownHashtags.folded}, ${prefix})`,
            searchablePosts(viewerId),
          ),
        )
        .groupBy(knownHashtags.tag)
        .orderBy(desc(uses), sql`${knownHashtags.tag} collate "C"`)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ type: 'hashtag', tag: row.tag, count: Number(row.count) }));
    },
  };
}

export type SearchPeopleRepository = ReturnType<typeof createSearchPeopleRepository>;
