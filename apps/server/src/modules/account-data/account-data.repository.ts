import crypto from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { DELETED_USER_NAME, type PrivacySettings } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { account, accountDeletions, dataExports, datingPreferences, messages, profiles, session, user } from '../../db/schema';
import type { ExportSection } from './export-plan.repository';

export type DataExportRow = typeof dataExports.$inferSelect;

/** What a deletion request hides, kept so that signing in again within the grace period restores it. */
const SNAPSHOT_PROFILE_COLUMNS = [
  'username',
  'displayName',
  'firstName',
  'lastName',
  'bio',
  'avatarUrl',
  'gender',
  'locationCity',
  'locationCountry',
  'interests',
  'lookingFor',
  'relationshipStatus',
  'occupation',
  'education',
  'languages',
  'photos',
  'privacySettings',
] as const;

const HIDDEN_PRIVACY: PrivacySettings = {
  profile_visibility: 'private',
  show_age: false,
  show_location: false,
  allow_messages: false,
  show_online_status: false,
};

/** What a profile shows once its member asked for deletion: no name, no trace, nothing public. */
export function deletedProfileValues(now: Date) {
  return {
    username: neutralUsername(),
    displayName: DELETED_USER_NAME,
    firstName: null,
    lastName: null,
    bio: null,
    avatarUrl: null,
    gender: null,
    locationCity: null,
    locationCountry: null,
    interests: [],
    relationshipStatus: null,
    occupation: null,
    education: null,
    languages: [],
    photos: [],
    privacySettings: HIDDEN_PRIVACY,
    onlineStatus: 'offline' as const,
    updatedAt: now,
  };
}

/** A handle that names nobody, unique (profiles.username is unique whatever its case). */
export function neutralUsername(): string {
  return `supprime-${crypto.randomBytes(6).toString('hex')}`;
}

type ProfileRow = typeof profiles.$inferSelect;
type Snapshot = {
  profile: Pick<ProfileRow, (typeof SNAPSHOT_PROFILE_COLUMNS)[number]>;
  user: { name: string; image: string | null; username: string | null };
  datingHidden: boolean | null;
};

export function createAccountDataRepository(db: Database) {
  return {
    /** The member's rows of one archive section, without its omitted columns. */
    async readSection(section: ExportSection, userId: string): Promise<Record<string, unknown>[]> {
      const conditions = section.match.map((column) => eq(column, userId));
      if (section.where) conditions.push(section.where(db, userId));
      const rows = (await db
        .select()
        .from(section.table)
        .where(or(...conditions))) as Record<string, unknown>[];
      const omit = new Set(section.omit ?? []);
      return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !omit.has(key))));
    },

    /** The pending export, or a new one: one at a time per member, even under concurrent clicks. */
    async findOrCreatePendingExport(userId: string): Promise<{ row: DataExportRow; created: boolean }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-export:${userId}`}))`);
        const [pending] = await tx
          .select()
          .from(dataExports)
          .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
          .limit(1);
        if (pending) return { row: pending, created: false };
        const [row] = await tx.insert(dataExports).values({ userId }).returning();
        return { row: row!, created: true };
      });
    },

    async findLatestExport(userId: string): Promise<DataExportRow | null> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt)).limit(1);
      return row ?? null;
    },

    async findExport(id: string): Promise<DataExportRow | null> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },

    async markExportReady(id: string, fields: { fileKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date }) {
      await db
        .update(dataExports)
        .set({ status: 'ready', ...fields })
        .where(eq(dataExports.id, id));
    },

    async markExportFailed(id: string, error: string) {
      await db.update(dataExports).set({ status: 'failed', error: error.slice(0, 500) }).where(eq(dataExports.id, id));
    },

    async findPasswordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: account.password })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
      return row?.password ?? null;
    },

    /**
     * 'Supprimer mon compte': keeps the profile aside, shows DELETED_USER_NAME everywhere at once,
     * hides the profile and ends every session. Returns when the erasure is due.
     */
    async requestDeletion(userId: string, purgeAfter: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
        const [member] = await tx.select({ name: user.name, image: user.image, username: user.username }).from(user).where(eq(user.id, userId));
        const [dating] = await tx.select({ hidden: datingPreferences.hidden }).from(datingPreferences).where(eq(datingPreferences.userId, userId));
        if (!profile || !member) return;
        const snapshot: Snapshot = {
          profile: Object.fromEntries(SNAPSHOT_PROFILE_COLUMNS.map((column) => [column, profile[column]])) as Snapshot['profile'],
          user: member,
          datingHidden: dating?.hidden ?? null,
        };
        await tx
          .insert(accountDeletions)
          .values({ userId, profileSnapshot: snapshot as unknown as Record<string, unknown>, purgeAfter })
          .onConflictDoNothing();
        await tx
          .update(profiles)
          .set(deletedProfileValues(new Date()))
          .where(eq(profiles.userId, userId));
        await tx
          .update(user)
          .set({ name: DELETED_USER_NAME, image: null, username: null, deletionRequestedAt: new Date() })
          .where(eq(user.id, userId));
        await tx.update(datingPreferences).set({ hidden: true }).where(eq(datingPreferences.userId, userId));
        // The public chat shows the name a message was sent under: it reads DELETED_USER_NAME too.
        await tx.update(messages).set({ pseudonym: DELETED_USER_NAME }).where(eq(messages.userId, userId));
        await tx.delete(session).where(eq(session.userId, userId));
      });
    },

    /** Signing in within the grace period: the profile comes back as it was. False when nothing was pending. */
    async cancelDeletion(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [pending] = await tx.select().from(accountDeletions).where(eq(accountDeletions.userId, userId)).for('update');
        const [member] = await tx.select({ deletedAt: user.deletedAt }).from(user).where(eq(user.id, userId));
        if (!pending || !member || member.deletedAt) return false;
        const snapshot = pending.profileSnapshot as unknown as Snapshot;
        // The old handle may have been taken meanwhile: then the member keeps a neutral one.
        const [taken] = await tx
          .select({ userId: profiles.userId })
          .from(profiles)
          .where(and(sql`lower(${profiles.username}) = lower(${snapshot.profile.username})`, sql`${profiles.userId} <> ${userId}`));
        const restored = { ...snapshot.profile, ...(taken ? { username: neutralUsername() } : {}) };
        await tx
          .update(profiles)
          .set({ ...restored, updatedAt: new Date() })
          .where(eq(profiles.userId, userId));
        await tx
          .update(user)
          .set({ name: snapshot.user.name, image: snapshot.user.image, username: snapshot.user.username, deletionRequestedAt: null })
          .where(eq(user.id, userId));
        if (snapshot.datingHidden !== null) {
          await tx.update(datingPreferences).set({ hidden: snapshot.datingHidden }).where(eq(datingPreferences.userId, userId));
        }
        // Their chat messages come back under their (restored) display name.
        await tx
          .update(messages)
          .set({ pseudonym: restored.displayName })
          .where(and(eq(messages.userId, userId), eq(messages.pseudonym, DELETED_USER_NAME)));
        await tx.delete(accountDeletions).where(eq(accountDeletions.userId, userId));
        return true;
      });
    },

    async findRecipient(userId: string): Promise<{ email: string; language: string } | null> {
      const [row] = await db.select({ email: user.email, language: user.language, deletedAt: user.deletedAt }).from(user).where(eq(user.id, userId));
      return row && !row.deletedAt ? { email: row.email, language: row.language } : null;
    },

    /** A sign-in: the 3-year inactivity clock starts again and any warning is void. */
    async noteActive(userId: string, at: Date) {
      await db.update(user).set({ lastActiveAt: at, inactivityWarnedAt: null }).where(eq(user.id, userId));
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
