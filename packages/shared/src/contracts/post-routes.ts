import { endpoint } from './endpoint';

/**
 * The posts API's endpoints, limits and hashtag rule, apart from its schemas (ADR 011): the feed
 * reads these on every render, and a module it imports is bundled whole, so they must not share
 * one with the forms' zod schemas, which load only when a form is submitted.
 */

export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;

/** SPEC §2 feed: the seed defaults shown when nobody has used a hashtag recently. */
export const DEFAULT_HASHTAGS = ['wellness', 'sovereignty', 'community', 'mindfulness', 'holistic'] as const;

/**
 * What a hashtag is made of: digits, `_`, and Latin letters (ASCII, Latin-1, Latin Extended-A/B and
 * Additional: French, English and Spanish, and Vietnamese's stacked accents so #Việt stays whole). The one rule: the post's indexed `hashtags` column
 * (public.search_hashtags, migration 0017) spells these same ranges in SQL, so a tag shown as a
 * link always has its /feed?tag= page.
 */
export const HASHTAG_CHARACTERS = '0-9A-Za-z_\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f\\u1e00-\\u1eff';

/** Hashtags where a word starts: group 1 what precedes the '#', group 2 the tag (2 to 50 characters). */
export const hashtagPattern = () => new RegExp(`(^|[^${HASHTAG_CHARACTERS}&#])#([${HASHTAG_CHARACTERS}]{2,50})`, 'gu');

/** Hashtags of a text, lower-cased, without '#', each once. */
export function extractHashtags(text: string): string[] {
  const tags = [...text.matchAll(hashtagPattern())].map((match) => match[2]!.toLowerCase());
  return [...new Set(tags)];
}

/** The posts API's endpoints; posts.ts joins their schemas. */
export const POST_API = {
  /** The feed (?userId=&tag=&cursor=&limit=). */
  list: endpoint('GET', '/api/posts'),
  /** The same figures for everyone. */
  stats: endpoint('GET', '/api/posts/stats'),
  detail: endpoint('GET', '/api/posts/:id'),
  create: endpoint('POST', '/api/posts'),
  update: endpoint('PATCH', '/api/posts/:id'),
  remove: endpoint('DELETE', '/api/posts/:id'),
  like: endpoint('POST', '/api/posts/:id/like'),
  share: endpoint('POST', '/api/posts/:id/share'),
  comment: endpoint('POST', '/api/posts/:id/comments'),
};
