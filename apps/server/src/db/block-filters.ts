import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { memberBlocks, memberMutes } from './schema';

/** A member id as a query names it: a column of the outer row, a bound value or a prepared placeholder. */
type MemberOperand = AnyColumn | SQL | Placeholder | string;

/*
 * The SQL fragments every repository filters with (issue #15 block and mute), so the rule reads the
 * same in the feed, chat, discovery and messaging. Each is a NOT EXISTS / EXISTS on the primary key
 * (blocker_id, blocked_id) or (muter_id, muted_id): an index probe per row on these hot paths. They
 * are kept as separate NOT EXISTS (not one NOT (a OR b)) so PostgreSQL plans them as anti-joins.
 */

/** True when either member blocked the other. */
export function blockedEitherWay(first: MemberOperand, second: MemberOperand): SQL {
  return sql`(exists (select 1 from ${memberBlocks} bw where bw.blocker_id = ${first} and bw.blocked_id = ${second})
    or exists (select 1 from ${memberBlocks} bw where bw.blocker_id = ${second} and bw.blocked_id = ${first}))`;
}

/** Neither member blocked the other. */
export function notBlockedEitherWay(first: MemberOperand, second: MemberOperand): SQL {
  return sql`not exists (select 1 from ${memberBlocks} nb where nb.blocker_id = ${first} and nb.blocked_id = ${second})
    and not exists (select 1 from ${memberBlocks} nb where nb.blocker_id = ${second} and nb.blocked_id = ${first})`;
}

/**
 * Content by `authorId` the viewer may see: not blocked either way and not muted by the viewer. A
 * null viewer (a visitor) or a null author (an anonymous chat pseudonym) matches no row: all shown.
 */
export function visibleToViewer(viewerId: MemberOperand | null, authorId: MemberOperand): SQL {
  return sql`${notBlockedEitherWay(viewerId ?? sql`null`, authorId)}
    and not exists (select 1 from ${memberMutes} nm where nm.muter_id = ${viewerId ?? sql`null`} and nm.muted_id = ${authorId})`;
}

/**
 * What the viewer chose to hide (chat): authors they blocked or muted. Who blocked the viewer is not
 * filtered here, so the live messages (filtered in the page from GET /api/blocks) agree with it.
 */
export function notHiddenByViewer(viewerId: MemberOperand, authorId: MemberOperand): SQL {
  return sql`not exists (select 1 from ${memberBlocks} hb where hb.blocker_id = ${viewerId} and hb.blocked_id = ${authorId})
    and not exists (select 1 from ${memberMutes} hm where hm.muter_id = ${viewerId} and hm.muted_id = ${authorId})`;
}
