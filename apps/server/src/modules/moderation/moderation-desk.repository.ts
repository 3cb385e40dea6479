import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { MemberSummary, ModeratedUser, Role } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { memberColumns } from '../../db/member-columns';
import { moderationActions, moderationAppeals, moderationLogs, moderationWords, profiles, reports, session, user, userLevels } from '../../db/schema';
import { toIso } from '../../lib/dates';
import { toMemberSummary, toMemberRow } from '../profiles/profile-visibility';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type ReportRow = typeof reports.$inferSelect;
export type ActionRow = typeof moderationActions.$inferSelect;
export type AppealRow = typeof moderationAppeals.$inferSelect;
/** A report a decision took out of the queue: whom to tell. */
export interface DecidedReport {
  id: string;
  reporterId: string | null;
  reporterEmail: string | null;
  reporterLanguage: string | null;
  targetType: string;
  targetId: string;
}

const moderatedUserColumns = {
  ...memberColumns,
  email: user.email,
  role: user.role,
  language: user.language,
  bannedAt: user.bannedAt,
  mutedUntil: user.mutedUntil,
  createdAt: user.createdAt,
  reportCount: sql<number>`(select count(*)::int from ${reports} r where r.target_user_id = ${user.id})`,
};

type ModeratedUserRow = { [K in keyof typeof moderatedUserColumns]: unknown } & Record<string, unknown>;

/** The desk's member row: the summary plus what a moderator needs (role, restrictions, reports). */
export type DeskUser = ModeratedUser & { language: string };

function toDeskUser(row: ModeratedUserRow): DeskUser | null {
  const member = toMemberRow(row as never);
  if (!member) return null;
  const at = (value: unknown) => (value ? toIso(value as Date) : null);
  return {
    ...toMemberSummary(member),
    email: row.email as string,
    role: row.role as Role,
    language: row.language as string,
    bannedAt: at(row.bannedAt),
    mutedUntil: at(row.mutedUntil),
    reportCount: Number(row.reportCount),
    createdAt: toIso(row.createdAt as Date),
  };
}

export function createModerationDeskRepository(db: Database) {
  const userQuery = () =>
    db.select(moderatedUserColumns).from(user).innerJoin(profiles, eq(profiles.userId, user.id)).leftJoin(userLevels, eq(userLevels.userId, user.id));

  return {
    /** Member summaries by id, for every list naming people (one query). */
    async members(ids: (string | null)[]): Promise<Map<string, MemberSummary>> {
      const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
      if (wanted.length === 0) return new Map();
      const rows = await db.select(memberColumns).from(profiles).leftJoin(userLevels, eq(userLevels.userId, profiles.userId)).where(inArray(profiles.userId, wanted));
      const map = new Map<string, MemberSummary>();
      for (const row of rows) {
        const member = toMemberRow(row);
        if (member) map.set(member.userId, toMemberSummary(member));
      }
      return map;
    },

    // --- reports ---------------------------------------------------------------------------------
    /**
     * The queue: one entry per reported target (type + id), its newest pending report with how many
     * are pending on it, grouped in the query so ten identical reports never fill the desk.
     */
    async pendingReports(limit: number): Promise<(ReportRow & { groupCount: number })[]> {
      const target = sql`${reports.targetType}, ${reports.targetId}`;
      const ranked = db
        .select({
          id: reports.id,
          groupCount: sql<number>`count(*) over (partition by ${target})`.as('group_count'),
          groupRank: sql<number>`row_number() over (partition by ${target} order by ${reports.createdAt} desc, ${reports.id} desc)`.as('group_rank'),
        })
        .from(reports)
        .where(eq(reports.status, 'pending'))
        .as('ranked');
      const rows = await db
        .select({ report: reports, groupCount: ranked.groupCount })
        .from(reports)
        .innerJoin(ranked, eq(ranked.id, reports.id))
        .where(eq(ranked.groupRank, 1))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.report, groupCount: Number(row.groupCount) }));
    },

    /** In queue entries: a target's pending reports are one, the reports one decision resolved are one. */
    async counters() {
      const entry = sql`${reports.targetType} || ':' || ${reports.targetId}`;
      const [row] = await db
        .select({
          pendingCount: sql<number>`count(distinct ${entry}) filter (where ${reports.status} = 'pending')`,
          resolvedCount: sql<number>`count(distinct ${entry} || ':' || coalesce(${reports.handledAt}::text, '')) filter (where ${reports.status} = 'resolved')`,
        })
        .from(reports);
      return { pendingCount: Number(row?.pendingCount ?? 0), resolvedCount: Number(row?.resolvedCount ?? 0) };
    },

    /**
     * Pending → resolved or dismissed, once: of concurrent clicks, only one finds `id` pending. The
     * other pending reports on the same target, up to `id` (the newest the moderator saw), are
     * decided with it, at the same instant. Returns the decided reports, or [] when `id` was not pending.
     */
    async decideReport(id: string, status: 'resolved' | 'dismissed', moderatorId: string): Promise<DecidedReport[]> {
      const decision = { status, handledBy: moderatorId, handledAt: new Date() };
      const decided = { id: reports.id, reporterId: reports.reporterId, reporterEmail: reports.reporterEmail, reporterLanguage: reports.reporterLanguage, targetType: reports.targetType, targetId: reports.targetId };
      return db.transaction(async (tx) => {
        const [first] = await tx
          .update(reports)
          .set(decision)
          .where(and(eq(reports.id, id), eq(reports.status, 'pending')))
          .returning(decided);
        if (!first) return [];
        const others = await tx
          .update(reports)
          .set(decision)
          .where(
            and(
              eq(reports.status, 'pending'),
              eq(reports.targetType, first.targetType),
              eq(reports.targetId, first.targetId),
              // Compared in SQL: a JS date would drop the microseconds and miss a report of the same millisecond.
              sql`${reports.createdAt} <= (select r.created_at from ${reports} r where r.id = ${id})`,
            ),
          )
          .returning(decided);
        return [first, ...others];
      });
    },

    reportExists: async (id: string) => (await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id))).length > 0,

    reportsAgainst: (userId: string) => db.select().from(reports).where(eq(reports.targetUserId, userId)).orderBy(desc(reports.createdAt)).limit(100),
    reportsMade: (userId: string) => db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(desc(reports.createdAt)).limit(100),

    // --- automatic refusals ------------------------------------------------------------------------
    async rejections(page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(moderationLogs)
          .orderBy(desc(moderationLogs.createdAt), desc(moderationLogs.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(moderationLogs),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },

    // --- audit log -------------------------------------------------------------------------------
    async insertAction(values: typeof moderationActions.$inferInsert): Promise<ActionRow> {
      const [row] = await db.insert(moderationActions).values(values).returning();
      return row!;
    },

    findActions: (ids: string[]) => (ids.length ? db.select().from(moderationActions).where(inArray(moderationActions.id, ids)) : Promise.resolve([] as ActionRow[])),
    findAction: async (id: string) => (await db.select().from(moderationActions).where(eq(moderationActions.id, id)))[0] ?? null,

    async actions(page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(moderationActions)
          .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(moderationActions),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },

    actionsOn: (userId: string, types?: readonly string[]) =>
      db
        .select()
        .from(moderationActions)
        .where(and(eq(moderationActions.targetUserId, userId), types ? inArray(moderationActions.actionType, [...types]) : undefined))
        .orderBy(desc(moderationActions.createdAt))
        .limit(200),

    // --- members ---------------------------------------------------------------------------------
    async findUser(id: string): Promise<DeskUser | null> {
      const [row] = await userQuery().where(eq(user.id, id));
      return row ? toDeskUser(row) : null;
    },

    async searchUsers(query: string, limit: number): Promise<DeskUser[]> {
      const pattern = `${escapeLike(query.toLowerCase())}%`;
      const rows = await userQuery()
        .where(
          and(
            isNull(user.deletedAt),
            query ? or(ilike(profiles.displayName, pattern), ilike(profiles.username, pattern), ilike(user.email, pattern), ilike(user.name, pattern)) : undefined,
          ),
        )
        .orderBy(sql`lower(${profiles.displayName})`, profiles.username)
        .limit(limit);
      return rows.map(toDeskUser).filter((entry): entry is DeskUser => entry !== null);
    },

    /** Bans and signs out everywhere in one transaction: no session outlives the ban. */
    async ban(userId: string) {
      await db.transaction(async (tx) => {
        await tx.update(user).set({ bannedAt: new Date() }).where(eq(user.id, userId));
        await tx.delete(session).where(eq(session.userId, userId));
      });
    },
    /** The member's latest ban decision, found by their (normalised) sign-in email. */
    async latestBanByEmail(email: string): Promise<{ userId: string; actionId: string } | null> {
      const [row] = await db
        .select({ userId: user.id, actionId: moderationActions.id })
        .from(moderationActions)
        .innerJoin(user, eq(user.id, moderationActions.targetUserId))
        .where(and(eq(user.email, email), eq(moderationActions.actionType, 'ban')))
        .orderBy(desc(moderationActions.createdAt))
        .limit(1);
      return row ?? null;
    },
    unban: (userId: string) => db.update(user).set({ bannedAt: null }).where(eq(user.id, userId)),
    setMutedUntil: (userId: string, until: Date | null) => db.update(user).set({ mutedUntil: until }).where(eq(user.id, userId)),
    setRole: (userId: string, role: Role) => db.update(user).set({ role }).where(eq(user.id, userId)),

    // --- words -----------------------------------------------------------------------------------
    words: () => db.select().from(moderationWords).orderBy(moderationWords.language, moderationWords.word),
    async addWord(values: { language: string; word: string; createdBy: string }) {
      const [row] = await db.insert(moderationWords).values(values).onConflictDoNothing().returning();
      return row ?? (await db.select().from(moderationWords).where(and(eq(moderationWords.language, values.language), eq(moderationWords.word, values.word))))[0]!;
    },
    async removeWord(language: string, word: string): Promise<boolean> {
      const rows = await db
        .delete(moderationWords)
        .where(and(eq(moderationWords.language, language), eq(moderationWords.word, word)))
        .returning({ word: moderationWords.word });
      return rows.length > 0;
    },

    // --- appeals ---------------------------------------------------------------------------------
    /** Throws the database's unique violation when the decision was already appealed. */
    async insertAppeal(values: { actionId: string; userId: string; message: string }): Promise<AppealRow> {
      const [row] = await db.insert(moderationAppeals).values(values).returning();
      return row!;
    },
    appealsFor: (actionIds: string[]) => (actionIds.length ? db.select().from(moderationAppeals).where(inArray(moderationAppeals.actionId, actionIds)) : Promise.resolve([] as AppealRow[])),
    findAppeal: async (id: string) => (await db.select().from(moderationAppeals).where(eq(moderationAppeals.id, id)))[0] ?? null,
    pendingAppeals: () => db.select().from(moderationAppeals).where(eq(moderationAppeals.status, 'pending')).orderBy(desc(moderationAppeals.createdAt)).limit(200),
    /** Pending → upheld or reversed, once. */
    async decideAppeal(id: string, status: 'upheld' | 'reversed', moderatorId: string): Promise<AppealRow | null> {
      const [row] = await db
        .update(moderationAppeals)
        .set({ status, decidedBy: moderatorId, decidedAt: new Date() })
        .where(and(eq(moderationAppeals.id, id), eq(moderationAppeals.status, 'pending')))
        .returning();
      return row ?? null;
    },
  };
}

export type ModerationDeskRepository = ReturnType<typeof createModerationDeskRepository>;
