import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_PRIVACY_SETTINGS, RANKS, type MemberSummary } from '@la-meute/shared';
import { profiles, userLevels } from './schema';

/**
 * The columns a person is read from, for every repository that names one: select them
 * from profiles joined to user_levels and hand the row to toMemberSummary
 * (modules/profiles/profile-visibility.ts).
 */
export const memberColumns = {
  userId: profiles.userId,
  username: profiles.username,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  level: userLevels.level,
  xp: userLevels.xp,
};

/** Plus what the privacy settings govern, for the payloads that show presence or location. */
export const memberPresenceColumns = {
  ...memberColumns,
  privacySettings: profiles.privacySettings,
  onlineStatus: profiles.onlineStatus,
  locationCity: profiles.locationCity,
};

/**
 * What toMemberSummary (modules/profiles/profile-visibility.ts) makes of these columns, as the
 * fields of a JSON object PostgreSQL builds (db/json-object.ts): the rank from the same
 * thresholds, for the lists that come out of the database finished.
 */
export function memberSummaryFields(): Record<Exclude<keyof MemberSummary, 'online'>, SQL | AnyColumn> {
  const rankByXp = sql.join(
    [...RANKS].reverse().map((rank) => sql`when ${userLevels.xp} >= ${sql.raw(String(rank.threshold))} then ${sql.raw(`'${rank.key}'`)}`),
    sql` `,
  );
  return {
    id: profiles.userId,
    username: profiles.username,
    displayName: profiles.displayName,
    avatarUrl: profiles.avatarUrl,
    // Stored within the ten levels (a check constraint), as toLevelNumber would keep it.
    level: userLevels.level,
    rank: sql`case ${rankByXp} else ${sql.raw(`'${RANKS[0].key}'`)} end`,
  };
}

/**
 * Whether the member lets others see them online (SPEC §3 show_online_status), in SQL: where the
 * stored settings lack it, the default, as toMemberSummary reads settings spread over the defaults.
 */
export function showsOnlineStatus(): SQL<boolean> {
  return sql<boolean>`coalesce((${profiles.privacySettings}->>'show_online_status')::boolean, ${sql.raw(String(DEFAULT_PRIVACY_SETTINGS.show_online_status))})`;
}
