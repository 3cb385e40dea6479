import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { profiles, user } from './schema';

/*
 * The SQL fragments that say which members a list may show (beside block-filters.ts): the
 * leaderboard, the search and the digests read the same rules.
 */

/**
 * canViewProfile's rule in SQL (modules/profiles/profile-visibility.ts): public profiles to anyone,
 * members-only ones to members, private ones to nobody but their owner. Needs `profiles` joined.
 */
export function profileOpenTo(viewerId: string | null): SQL {
  const visibility = sql`coalesce(${profiles.privacySettings}->>'profile_visibility', 'public')`;
  return viewerId
    ? sql`(${visibility} in ('public', 'members') or ${profiles.userId} = ${viewerId})`
    : sql`${visibility} = 'public'`;
}

/** Accounts neither gone nor going: not banned, not waiting for their erasure, not erased. Needs `user` joined. */
export const activeAccount: SQL = and(isNull(user.bannedAt), isNull(user.deletionRequestedAt), isNull(user.deletedAt))!;
