import { and, eq } from 'drizzle-orm';
import type { UiLanguage } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { profiles, user, userConnections, userLevels } from '../../db/schema';
import { memberPresenceColumns } from '../../db/member-columns';
import { toIso } from '../../lib/dates';

export function createProfilesRepository(db: Database) {
  return {
    /** A member with what the profile dialog may show and the settings that decide it. */
    async findProfile(userId: string) {
      const rows = await db
        .select({ ...memberPresenceColumns, bio: profiles.bio, emailVerified: user.emailVerified })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .innerJoin(userLevels, eq(userLevels.userId, profiles.userId))
        .where(eq(profiles.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The member's interface language (ADR 004): their pages and mails follow it. */
    async updateLanguage(userId: string, language: UiLanguage): Promise<void> {
      await db.update(user).set({ language, updatedAt: new Date() }).where(eq(user.id, userId));
    },

    /** Creates the pending request, or returns the one that already exists for this pair. */
    async createConnection(values: { userId: string; connectedUserId: string; connectionType: 'like' | 'friend' }) {
      await db.insert(userConnections).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(userConnections)
        .where(and(eq(userConnections.userId, values.userId), eq(userConnections.connectedUserId, values.connectedUserId)));
      return {
        id: row!.id,
        connectedUserId: row!.connectedUserId,
        connectionType: row!.connectionType,
        status: row!.status,
        createdAt: toIso(row!.createdAt),
      };
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
