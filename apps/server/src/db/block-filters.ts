import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { memberBlocks, memberMutes } from './schema';

/** A member id as a query names it: a column of the outer row, a bound value or a prepared placeholder. */
type MemberOperand = AnyColumn | SQL | Placeholder | string;

/*
 * The SQL fragments every repository filters with (block and mute), so the rule reads the
 * same in the feed, chat, discovery and messaging. The first operand is the viewer (a value), the
 * second a column of the outer row. The filters are `NOT IN (subquery)`: PostgreSQL evaluates the
 * viewer's few hidden ids once per query and probes a hash per row (a hashed SubPlan). The first
 * version, a NOT EXISTS per row, made pgbench on the member feed's SQL 3× slower (ADR 019). A
 * null author (an anonymous chat pseudonym) is never hidden: `NULL NOT IN (…)` would be unknown.
 */

/** The ids `viewer` blocked, and those who blocked `viewer`. */
function blockedWith(viewer: MemberOperand): SQL {
  return sql`select blocked_id from ${memberBlocks} where blocker_id = ${viewer} union all select blocker_id from ${memberBlocks} where blocked_id = ${viewer}`;
}

/** True when either member blocked the other (a pair check, not a list filter). */
export function blockedEitherWay(first: MemberOperand, second: MemberOperand): SQL {
  return sql`(exists (select 1 from ${memberBlocks} bw where bw.blocker_id = ${first} and bw.blocked_id = ${second})
    or exists (select 1 from ${memberBlocks} bw where bw.blocker_id = ${second} and bw.blocked_id = ${first}))`;
}

/** Rows whose member (`second`) and the viewer (`first`) never blocked each other. */
export function notBlockedEitherWay(first: MemberOperand, second: MemberOperand): SQL {
  return sql`(${second} is null or ${second} not in (${blockedWith(first)}))`;
}

/**
 * Content by `authorId` the viewer may see: not blocked either way and not muted by the viewer. A
 * null viewer (a visitor) hides nothing.
 */
export function visibleToViewer(viewerId: MemberOperand | null, authorId: MemberOperand): SQL {
  const viewer = viewerId ?? sql`null`;
  return sql`(${authorId} is null or ${authorId} not in (${blockedWith(viewer)} union all select muted_id from ${memberMutes} where muter_id = ${viewer}))`;
}

/**
 * What the viewer chose to hide (chat): authors they blocked or muted. Who blocked the viewer is not
 * filtered here, so the live messages (filtered in the page from GET /api/blocks) agree with it.
 */
export function notHiddenByViewer(viewerId: MemberOperand, authorId: MemberOperand): SQL {
  return sql`(${authorId} is null or ${authorId} not in (select blocked_id from ${memberBlocks} where blocker_id = ${viewerId} union all select muted_id from ${memberMutes} where muter_id = ${viewerId}))`;
}

/**
 * Block rows between two of `memberIds` (the members in one room), either way round: the few rows
 * the primary key finds, for online lists that leave out, per viewer, whoever they are blocked with.
 */
export function blocksAmong(memberIds: string[]): SQL {
  return sql`${memberBlocks.blockerId} in ${memberIds} and ${memberBlocks.blockedId} in ${memberIds}`;
}
