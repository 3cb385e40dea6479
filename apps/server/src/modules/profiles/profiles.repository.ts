import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_LEVEL, DEFAULT_PRIVACY_SETTINGS, getRankForXp, type MemberSummary, type OwnProfile, type ProfileValues, type UiLanguage } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { profiles, user, userLevels } from '../../db/schema';
import { memberColumns, memberPresenceColumns } from '../../db/member-columns';
import { toIso } from '../../lib/dates';
import { blockedEitherWay, notBlockedEitherWay } from '../../db/block-filters';
import { toMemberSummary } from './profile-visibility';

/** `text` matched literally by (I)LIKE, whose escape character is the backslash by default. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function toOwnProfile(profile: typeof profiles.$inferSelect, level: number, xp: number): OwnProfile {
  const { id: _id, onlineStatus: _status, createdAt: _created, updatedAt, ...fields } = profile;
  return { ...fields, privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...fields.privacySettings }, level, rank: getRankForXp(xp).key, updatedAt: toIso(updatedAt) };
}

export function createProfilesRepository(db: Database) {
  return {
    /**
     * A member with what the profile dialog may show and the settings that decide it, and whether
     * they and the viewer blocked one another.
     */
    async findProfile(userId: string, viewerId: string | null = null) {
      const rows = await db
        .select({
          ...memberPresenceColumns,
          bio: profiles.bio,
          emailVerified: user.emailVerified,
          blockedWithViewer: viewerId ? sql<boolean>`${blockedEitherWay(viewerId, profiles.userId)}` : sql<boolean>`false`,
        })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .innerJoin(userLevels, eq(userLevels.userId, profiles.userId))
        .where(eq(profiles.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * SPEC §3 online_status, as the realtime layer sees it. Returns whether it changed, so only a
     * real change is announced.
     */
    async setOnlineStatus(userId: string, online: boolean): Promise<boolean> {
      const status = online ? 'online' : 'offline';
      const rows = await db
        .update(profiles)
        .set({ onlineStatus: status })
        .where(and(eq(profiles.userId, userId), ne(profiles.onlineStatus, status)))
        .returning({ userId: profiles.userId });
      return rows.length > 0;
    },

    /** At start-up without Redis this instance is the only one: nobody is connected yet. */
    async resetOnlineStatuses(): Promise<void> {
      await db.update(profiles).set({ onlineStatus: 'offline' }).where(eq(profiles.onlineStatus, 'online'));
    },

    /**
     * The member picker (SPEC §2 /messages, §7 'list excluding self, limit 50'): other confirmed
     * members a signed-in member may see (canViewProfile: public or members-only profiles) and may
     * write to (allow_messages), whose display name or username contains `query`, by display name.
     */
    async searchMembers(viewerId: string, query: string, limit: number): Promise<MemberSummary[]> {
      const pattern = `%${escapeLike(query)}%`;
      const rows = await db
        .select(memberColumns)
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .innerJoin(userLevels, eq(userLevels.userId, profiles.userId))
        .where(
          and(
            ne(profiles.userId, viewerId),
            eq(user.emailVerified, true),
            sql`${profiles.privacySettings}->>'profile_visibility' in ('public', 'members')`,
            sql`coalesce(${profiles.privacySettings}->>'allow_messages', 'true') <> 'false'`,
            // Members who blocked one another: neither can write to the other.
            notBlockedEitherWay(viewerId, profiles.userId),
            query ? or(ilike(profiles.displayName, pattern), ilike(profiles.username, pattern)) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${profiles.displayName})`), asc(profiles.username))
        .limit(limit);
      return rows.map((row) => toMemberSummary(row));
    },

    /** The member's whole profile, for their own editor only; null when they have no row yet. */
    async findOwnProfile(userId: string): Promise<OwnProfile | null> {
      const [row] = await db
        .select({ profile: profiles, level: userLevels.level, xp: userLevels.xp })
        .from(profiles)
        .leftJoin(userLevels, eq(userLevels.userId, profiles.userId))
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row ? toOwnProfile(row.profile, row.level ?? DEFAULT_LEVEL, row.xp ?? 0) : null;
    },

    /** Whether another member already has this username, whatever its case. */
    async usernameTakenByOther(username: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * SPEC §7 'upsert on user_id'. The unique lower(username) index settles two members racing for
     * one name: the loser's statement fails with a unique violation, which the caller translates.
     */
    async upsertOwnProfile(userId: string, values: ProfileValues): Promise<void> {
      const columns = { ...values, displayName: values.displayName ?? values.username, updatedAt: new Date() };
      await db
        .insert(profiles)
        .values({ userId, ...columns })
        .onConflictDoUpdate({ target: profiles.userId, set: columns });
    },

    /** SPEC §2 Upload Photo: the new avatar's address; false when the member has no profile row. */
    async updateAvatarUrl(userId: string, avatarUrl: string): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set({ avatarUrl, updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning({ userId: profiles.userId });
      return rows.length > 0;
    },

    /** The member's interface language (ADR 004): their pages and mails follow it. */
    async updateLanguage(userId: string, language: UiLanguage): Promise<void> {
      await db.update(user).set({ language, updatedAt: new Date() }).where(eq(user.id, userId));
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
