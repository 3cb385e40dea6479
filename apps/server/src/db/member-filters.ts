import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { DEFAULT_PRIVACY_SETTINGS } from '@la-meute/shared';
import { notBlockedEitherWay } from './block-filters';
import { profiles, user } from './schema';

/*
 * The SQL fragments that say which members a list may show (beside block-filters.ts): the
 * leaderboard, the search, dating, the recommendations and the digests read the same rules.
 */

/**
 * canViewProfile's rule in SQL (modules/profiles/profile-visibility.ts): public profiles to anyone,
 * members-only ones to members, private ones to nobody but their owner. Needs `profiles` joined.
 */
export function profileOpenTo(viewerId: string | Placeholder | null): SQL {
  const visibility = sql`coalesce(${profiles.privacySettings}->>'profile_visibility', 'public')`;
  return viewerId
    ? sql`(${visibility} in ('public', 'members') or ${profiles.userId} = ${viewerId})`
    : sql`${visibility} = 'public'`;
}

/** Accounts neither gone nor going: not banned, not waiting for their erasure, not erased. Needs `user` joined. */
export const activeAccount: SQL = and(isNull(user.bannedAt), isNull(user.deletionRequestedAt), isNull(user.deletedAt))!;

/** A show_* setting as SQL, its default when the stored settings predate it. Needs `profiles` joined. */
function shows(setting: 'show_age' | 'show_location'): SQL {
  return sql`coalesce((${profiles.privacySettings}->>${sql.raw(`'${setting}'`)})::boolean, ${sql.raw(String(DEFAULT_PRIVACY_SETTINGS[setting]))})`;
}

/*
 * SPEC §3 show_age and show_location. What a card hides must not be learnt through the list either:
 * a list filters, sorts, searches or counts on the value only where the member shows it (a filter
 * `age = 40` that still finds a member hiding their age tells it as well as the card would).
 */
export const showsAge: SQL = shows('show_age');
export const showsLocation: SQL = shows('show_location');

/**
 * The other members a ranking shown to the viewer reads, in its rows and in its positions alike:
 * confirmed, whose profile the viewer may open, and no block between them either way (a visitor
 * is blocked by nobody). Counting anyone else would show them as a gap. Needs `profiles` and
 * `user` joined.
 */
export function rankedFor(viewerId: string | Placeholder | null): SQL {
  return and(eq(user.emailVerified, true), activeAccount, profileOpenTo(viewerId), viewerId ? notBlockedEitherWay(viewerId, profiles.userId) : undefined)!;
}
