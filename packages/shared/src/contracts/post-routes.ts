/**
 * The posts API's addresses, limits and hashtag rule, apart from its schemas (ADR 011): the feed
 * reads these on every render, and a module it imports is bundled whole, so they must not share
 * one with the forms' zod schemas, which load only when a form is submitted.
 */

export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;

/** SPEC §2 feed: the seed defaults shown when nobody has used a hashtag recently. */
export const DEFAULT_HASHTAGS = ['wellness', 'sovereignty', 'community', 'mindfulness', 'holistic'] as const;

/** Hashtags of a text, lower-cased, without '#', each once (letters with accents, digits, _). */
export function extractHashtags(text: string): string[] {
  const tags = [...text.matchAll(/(?:^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{2,50})/gu)].map((match) => match[1]!.toLowerCase());
  return [...new Set(tags)];
}

export const POST_ROUTES = {
  list: '/api/posts',
  stats: '/api/posts/stats',
  detail: (id: string) => `/api/posts/${id}`,
  like: (id: string) => `/api/posts/${id}/like`,
  share: (id: string) => `/api/posts/${id}/share`,
  comments: (id: string) => `/api/posts/${id}/comments`,
} as const;
