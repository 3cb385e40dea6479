/**
 * What a search box's text becomes before it reaches SQL. Only runs of letters and
 * digits survive, so quotes, backslashes and tsquery operators (`&|!():*<>`) can never be tsquery
 * syntax nor LIKE wildcards: a hostile query finds nothing rather than failing.
 */
import { HASHTAG_CHARACTERS } from '@la-meute/shared';

export interface SearchTerms {
  /** The words, lower-cased, in the order typed. */
  words: string[];
  /** The tsquery text: every word required, the last one a prefix so results come while typing. */
  tsQuery: string | null;
  /** `#calme` alone: the hashtag (without '#', case as typed) whose posts are searched too. */
  hashtag: string | null;
  /** The one word hashtags are suggested for (the query without its '#'), or null for several words. */
  hashtagPrefix: string | null;
  /** The whole query as a username could be (`@jean.dupont` → `jean.dupont`): that member comes first. */
  username: string;
}

// A hashtag or its start, as the shared rule (and public.search_hashtags) reads hashtags.
const HASHTAG = new RegExp(`^#?([${HASHTAG_CHARACTERS}]{1,50})$`, 'u');

/** Splits a search into safe terms; NFC first so a decomposed "é" stays one letter. */
export function toSearchTerms(query: string): SearchTerms {
  const text = query.normalize('NFC').trim();
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLowerCase());
  const tsQuery = words.length > 0 ? words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ') : null;
  // Lower-cased in SQL, with the same lower() that filled posts.hashtags.
  const tag = HASHTAG.exec(text)?.[1] ?? null;
  return {
    words,
    tsQuery,
    hashtag: tag !== null && text.startsWith('#') && tag.length >= 2 ? tag : null,
    hashtagPrefix: tag,
    username: text.replace(/^@/, '').toLowerCase(),
  };
}
