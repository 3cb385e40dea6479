import { and, asc, desc, eq, gt, sql, type Placeholder } from 'drizzle-orm';
import { LEADERBOARD_LIMIT } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { jsonObject } from '../../db/json-object';
import { memberSummaryFields } from '../../db/member-columns';
import { rankedFor } from '../../db/member-filters';
import { profiles, user, userLevels } from '../../db/schema';

/** A leaderboard as PostgreSQL writes it: the entries' JSON joined in order, and the viewer's place. */
export interface LeaderboardPage {
  entriesJson: string;
  /** Null for a visitor. */
  me: { position: number; xp: number } | null;
}

/**
 * The leaderboard in one statement (ADR 030), prepared once for members and once for visitors.
 * The top members by XP the viewer may see (rankedFor: confirmed, a profile open to them, no block
 * either way; the viewer themself included), ties to who reached their total first, then by id. A
 * position is 1 + the members of that same ranking with more XP, so tied members share it: within
 * the list, rank() over it. The viewer's own place is read from the list when they are in its range,
 * else counted over the same ranking (a member hidden from them counted would show as a gap).
 */
export function createLeaderboardRepository(db: Database) {
  const prepare = (viewer: Placeholder | null, name: string) => {
    const top = db
      .select({
        xp: sql<number>`${userLevels.xp}`.as('xp'),
        reachedAt: sql`${userLevels.updatedAt}`.as('reached_at'),
        userId: sql`${userLevels.userId}`.as('ranked_user_id'),
        member: sql`${jsonObject(memberSummaryFields())}`.as('member'),
      })
      .from(userLevels)
      .innerJoin(profiles, eq(profiles.userId, userLevels.userId))
      .innerJoin(user, eq(user.id, userLevels.userId))
      .where(rankedFor(viewer))
      .orderBy(desc(userLevels.xp), asc(userLevels.updatedAt), asc(userLevels.userId))
      .limit(LEADERBOARD_LIMIT)
      .as('top');
    const ranked = db
      .select({
        position: sql<number>`rank() over (order by ${top.xp} desc)`.as('position'),
        ordinal: sql<number>`row_number() over (order by ${top.xp} desc, ${top.reachedAt} asc, ${top.userId} asc)`.as('ordinal'),
        member: top.member,
        xp: top.xp,
      })
      .from(top)
      .as('ranked');
    const entry = sql`(select row_to_json(o)::text from (select ${ranked.position} as position, ${ranked.member} as member, ${ranked.xp} as xp) o)`;
    const viewerXp = viewer ? sql`(select ${userLevels.xp} from ${userLevels} where ${userLevels.userId} = ${viewer})` : sql`null::int`;
    // Below a full list's last row: counted over the ranking; otherwise its place in the list.
    const above = viewer
      ? db
          .select({ one: sql`1` })
          .from(userLevels)
          .innerJoin(profiles, eq(profiles.userId, userLevels.userId))
          .innerJoin(user, eq(user.id, userLevels.userId))
          .where(and(gt(userLevels.xp, viewerXp), rankedFor(viewer)))
      : null;
    const position = above
      ? sql`case when ${viewerXp} is null then null
          when count(*) = ${sql.raw(String(LEADERBOARD_LIMIT))} and ${viewerXp} < min(${ranked.xp}) then 1 + (select count(*) from (${above}) above)
          else 1 + count(*) filter (where ${ranked.xp} > ${viewerXp}) end`
      : sql`null`;
    return db
      .select({
        entriesJson: sql<string>`coalesce(string_agg(${entry}, ',' order by ${ranked.ordinal}), '')`,
        xp: sql<number | null>`(${viewerXp})::int`,
        position: sql<number | null>`(${position})::int`,
      })
      .from(ranked)
      .prepare(name);
  };
  const forMember = prepare(sql.placeholder('viewerId'), 'leaderboard_member');
  const forVisitor = prepare(null, 'leaderboard_visitor');

  return {
    async readPage(viewerId: string | null): Promise<LeaderboardPage> {
      const [row] = viewerId ? await forMember.execute({ viewerId }) : await forVisitor.execute();
      const me = row && row.xp !== null && row.position !== null ? { position: Number(row.position), xp: Number(row.xp) } : null;
      return { entriesJson: row?.entriesJson ?? '', me };
    },
  };
}

export type LeaderboardRepository = ReturnType<typeof createLeaderboardRepository>;
