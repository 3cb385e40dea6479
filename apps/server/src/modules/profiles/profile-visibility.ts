import { DEFAULT_LEVEL, getRankForXp, toLevelNumber, type MemberSummary, type PrivacySettings } from '@la-meute/shared';

/** Who is looking: a signed-in member (by id) or a visitor (null). */
export type Viewer = { id: string } | null;

/** A person as the repositories read them: profile, level and XP. */
export interface MemberRow {
  userId: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  level: number;
  xp: number;
}

/** The member columns as a left join reads them (db/member-columns.ts): all null when nobody matched. */
export type NullableMemberColumns = { [K in keyof MemberRow]: MemberRow[K] | null };

/** The person a left join found, or null (an anonymous or deleted author); no level row reads as level 1. */
export function toMemberRow(columns: NullableMemberColumns): MemberRow | null {
  const { userId, username, displayName, avatarUrl, level, xp } = columns;
  if (userId === null || username === null || displayName === null) return null;
  return { userId, username, displayName, avatarUrl, level: level ?? DEFAULT_LEVEL, xp: xp ?? 0 };
}

/** A person with what their privacy settings govern, for the payloads that show it. */
export interface MemberPresenceRow extends MemberRow {
  privacySettings: PrivacySettings;
  onlineStatus: string;
  locationCity: string | null;
}

export type MemberWithPresence = MemberSummary & { online: boolean; locationCity: string | null };

/**
 * SPEC §3 privacy_settings.profile_visibility: public profiles open to anyone, members-only ones to
 * signed-in members, private ones to their owner alone; an unconfirmed account to nobody.
 */
export function canViewProfile(
  owner: { userId: string; emailVerified: boolean; privacySettings: PrivacySettings },
  viewer: Viewer,
): boolean {
  if (!owner.emailVerified) return false;
  if (viewer?.id === owner.userId) return true;
  const visibility = owner.privacySettings.profile_visibility;
  return visibility === 'public' || (visibility === 'members' && viewer !== null);
}

/**
 * The one way a person leaves the server: every payload naming a member is built here,
 * so what a member's privacy settings hide (online status, location) is hidden in all of them
 * alike; the viewer matters only there (members always see their own).
 */
export function toMemberSummary(row: MemberPresenceRow, viewer: Viewer): MemberWithPresence;
export function toMemberSummary(row: MemberRow): MemberSummary;
export function toMemberSummary(row: MemberRow | MemberPresenceRow, viewer: Viewer = null): MemberSummary | MemberWithPresence {
  const summary: MemberSummary = {
    id: row.userId,
    username: row.username,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    level: toLevelNumber(row.level),
    rank: getRankForXp(row.xp).key,
  };
  if (!('privacySettings' in row)) return summary;
  const own = viewer?.id === row.userId;
  const { show_online_status: showOnline, show_location: showLocation } = row.privacySettings;
  return {
    ...summary,
    online: (own || showOnline) && row.onlineStatus === 'online',
    locationCity: own || showLocation ? row.locationCity : null,
  };
}
