import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Role, SessionUser } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { memberColumns } from '../../db/member-columns';
import { profiles, session, user, userLevels } from '../../db/schema';
import { toMemberSummary, type MemberRow } from '../profiles/profile-visibility';

const sessionUserColumns = {
  ...memberColumns,
  email: user.email,
  emailVerified: user.emailVerified,
  language: user.language,
  role: user.role,
};

type SessionUserRow = MemberRow & { email: string; emailVerified: boolean; language: string; role: Role };

function toSessionUser(row: SessionUserRow): SessionUser {
  const language = row.language === 'en' || row.language === 'es' ? row.language : 'fr';
  return { ...toMemberSummary(row), email: row.email, emailVerified: row.emailVerified, language, role: row.role };
}

export function createAuthRepository(db: Database) {
  // Prepared once: it runs on every request whose session is not cached.
  const sessionMemberQuery = db
    .select({ ...sessionUserColumns, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .innerJoin(profiles, eq(profiles.userId, session.userId))
    .innerJoin(userLevels, eq(userLevels.userId, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_member');

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

    async findUserIdByEmail(email: string): Promise<string | null> {
      const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
      return rows[0]?.id ?? null;
    },

    async findEmailByUserId(userId: string): Promise<string | null> {
      const rows = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
      return rows[0]?.email ?? null;
    },

    async findSessionUser(userId: string): Promise<SessionUser | null> {
      const rows = await db
        .select(sessionUserColumns)
        .from(user)
        .innerJoin(profiles, eq(profiles.userId, user.id))
        .innerJoin(userLevels, eq(userLevels.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return rows[0] ? toSessionUser(rows[0]) : null;
    },

    /** A session and its member in one round trip (it used to take three). */
    async findSessionMember(token: string): Promise<{ user: SessionUser; expiresAt: Date } | null> {
      const rows = await sessionMemberQuery.execute({ token });
      const row = rows[0];
      if (!row) return null;
      const { expiresAt, ...member } = row;
      return { user: toSessionUser(member), expiresAt };
    },

    /** Which of these tokens still name a live session (open sockets are checked against it). */
    async findLiveSessionTokens(tokens: string[]): Promise<Set<string>> {
      if (tokens.length === 0) return new Set();
      const rows = await db
        .select({ token: session.token })
        .from(session)
        .where(and(inArray(session.token, tokens), gt(session.expiresAt, new Date())));
      return new Set(rows.map((row) => row.token));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
