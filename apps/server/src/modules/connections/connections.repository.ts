import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_PRIVACY_SETTINGS } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { memberColumns } from '../../db/member-columns';
import { memberBlocks, profiles, user, userConnections, userLevels } from '../../db/schema';
import { toIso } from '../../lib/dates';
import { blockedEitherWay, notBlockedEitherWay } from '../../db/block-filters';

export type ConnectionRow = typeof userConnections.$inferSelect;
type ConnectionType = ConnectionRow['connectionType'];

/** The requester's side of the pair is `userId`; whichever side a caller is, it finds the one row. */
function pairIs(a: string, b: string) {
  return or(
    and(eq(userConnections.userId, a), eq(userConnections.connectedUserId, b)),
    and(eq(userConnections.userId, b), eq(userConnections.connectedUserId, a)),
  );
}

export function createConnectionsRepository(db: Database) {
  return {
    /**
     * What canViewProfile needs of the member a request would go to, and whether they and the
     * requester blocked one another; null when there is none.
     */
    async findAddressee(userId: string, requesterId: string) {
      const [row] = await db
        .select({
          userId: profiles.userId,
          emailVerified: user.emailVerified,
          privacySettings: profiles.privacySettings,
          blocked: sql<boolean>`${blockedEitherWay(requesterId, profiles.userId)}`,
        })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row ? { ...row, privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...row.privacySettings } } : null;
    },

    /** Whether these two members blocked one another, either way. */
    async isBlockedPair(first: string, second: string): Promise<boolean> {
      // Read from member_blocks itself: a member without a profile row is still a blocked pair.
      const rows = await db
        .select({ blockerId: memberBlocks.blockerId })
        .from(memberBlocks)
        .where(
          or(
            and(eq(memberBlocks.blockerId, first), eq(memberBlocks.blockedId, second)),
            and(eq(memberBlocks.blockerId, second), eq(memberBlocks.blockedId, first)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * A new pending request, or null when the pair already has its row: the unique index on the
     * unordered pair decides between racing requests, in either direction.
     */
    async insertRequest(values: { userId: string; connectedUserId: string; connectionType: ConnectionType }): Promise<ConnectionRow | null> {
      const [row] = await db.insert(userConnections).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findPair(a: string, b: string): Promise<ConnectionRow | null> {
      const [row] = await db.select().from(userConnections).where(pairIs(a, b)).limit(1);
      return row ?? null;
    },

    /**
     * The addressee accepts (a pending or earlier declined request). Null when the request is not
     * theirs, does not exist or was already accepted.
     */
    async accept(id: string, addresseeId: string): Promise<ConnectionRow | null> {
      const [row] = await db
        .update(userConnections)
        .set({ status: 'accepted' })
        .where(and(eq(userConnections.id, id), eq(userConnections.connectedUserId, addresseeId), inArray(userConnections.status, ['pending', 'declined'])))
        .returning();
      return row ?? null;
    },

    /** The addressee declines a request that is not accepted; null when it is not theirs. */
    async decline(id: string, addresseeId: string): Promise<ConnectionRow | null> {
      const [row] = await db
        .update(userConnections)
        .set({ status: 'declined' })
        .where(and(eq(userConnections.id, id), eq(userConnections.connectedUserId, addresseeId), inArray(userConnections.status, ['pending', 'declined'])))
        .returning();
      return row ?? null;
    },

    /** The request if it is addressed to this member, whatever its status. */
    async findAddressedTo(id: string, addresseeId: string): Promise<ConnectionRow | null> {
      const [row] = await db
        .select()
        .from(userConnections)
        .where(and(eq(userConnections.id, id), eq(userConnections.connectedUserId, addresseeId)))
        .limit(1);
      return row ?? null;
    },

    /** The pending requests sent to the member, newest first, with who sent them. */
    async listIncomingRequests(userId: string) {
      const rows = await db
        .select({ id: userConnections.id, createdAt: userConnections.createdAt, ...memberColumns })
        .from(userConnections)
        .innerJoin(profiles, eq(profiles.userId, userConnections.userId))
        .innerJoin(userLevels, eq(userLevels.userId, userConnections.userId))
        .where(
          and(
            eq(userConnections.connectedUserId, userId),
            eq(userConnections.status, 'pending'),
            // A blocked member's request waits unseen (it cannot be accepted either).
            notBlockedEitherWay(userId, userConnections.userId),
          ),
        )
        .orderBy(desc(userConnections.createdAt), desc(userConnections.id));
      return rows.map(({ id, createdAt, ...member }) => ({ id, createdAt: toIso(createdAt), member }));
    },

    /** The member's accepted connections, newest first, each with the other member of the pair. */
    async listAccepted(userId: string) {
      const other = sql`case when ${userConnections.userId} = ${userId} then ${userConnections.connectedUserId} else ${userConnections.userId} end`;
      const rows = await db
        .select({ id: userConnections.id, createdAt: userConnections.createdAt, ...memberColumns })
        .from(userConnections)
        .innerJoin(profiles, eq(profiles.userId, other))
        .innerJoin(userLevels, eq(userLevels.userId, profiles.userId))
        .where(
          and(
            or(eq(userConnections.userId, userId), eq(userConnections.connectedUserId, userId)),
            eq(userConnections.status, 'accepted'),
          ),
        )
        .orderBy(desc(userConnections.createdAt), desc(userConnections.id));
      return rows.map(({ id, createdAt, ...member }) => ({ id, createdAt: toIso(createdAt), member }));
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
