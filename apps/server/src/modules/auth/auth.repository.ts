import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { profiles, user, userLevels } from '../../db/schema';

export function createAuthRepository(db: Database) {
  return {
    async emailExists(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, email.trim().toLowerCase()))
        .limit(1);
      return rows.length > 0;
    },

    async usernameExists(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(sql`lower(${profiles.username}) = lower(${username.trim()})`)
        .limit(1);
      return rows.length > 0;
    },

    async findEmailByUserId(userId: string): Promise<string | null> {
      const rows = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
      return rows[0]?.email ?? null;
    },

    async findSessionUser(userId: string): Promise<SessionUser | null> {
      const rows = await db
        .select({
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          language: user.language,
          role: user.role,
          username: profiles.username,
          displayName: profiles.displayName,
          levelName: userLevels.levelName,
        })
        .from(user)
        .innerJoin(profiles, eq(profiles.userId, user.id))
        .innerJoin(userLevels, eq(userLevels.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      const language = row.language === 'en' || row.language === 'es' ? row.language : 'fr';
      return { ...row, language };
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
