import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberColumns } from '../../db/member-columns';
import { memberBlocks, memberMutes, profiles, user, userLevels } from '../../db/schema';

export function createBlocksRepository(db: Database) {
  return {
    async memberExists(userId: string): Promise<boolean> {
      const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
      return rows.length > 0;
    },

    /** The primary key makes a second block (or a racing one) a no-op; true when a row was added. */
    async block(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing().returning({ id: memberBlocks.blockedId });
      return rows.length > 0;
    },

    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db
        .delete(memberBlocks)
        .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)))
        .returning({ id: memberBlocks.blockedId });
      return rows.length > 0;
    },

    async mute(muterId: string, mutedId: string): Promise<void> {
      await db.insert(memberMutes).values({ muterId, mutedId }).onConflictDoNothing();
    },

    async unmute(muterId: string, mutedId: string): Promise<void> {
      await db.delete(memberMutes).where(and(eq(memberMutes.muterId, muterId), eq(memberMutes.mutedId, mutedId)));
    },

    /** Whether `viewerId` blocked and muted `otherId` (the viewer's own choices only). */
    async findState(viewerId: string, otherId: string): Promise<{ blocked: boolean; muted: boolean }> {
      const [blocks, mutes] = await Promise.all([
        db.select({ id: memberBlocks.blockedId }).from(memberBlocks).where(and(eq(memberBlocks.blockerId, viewerId), eq(memberBlocks.blockedId, otherId))).limit(1),
        db.select({ id: memberMutes.mutedId }).from(memberMutes).where(and(eq(memberMutes.muterId, viewerId), eq(memberMutes.mutedId, otherId))).limit(1),
      ]);
      return { blocked: blocks.length > 0, muted: mutes.length > 0 };
    },

    /** The members this one blocked, newest first (a member without a profile row has nothing to show). */
    async listBlocked(blockerId: string) {
      return db
        .select(memberColumns)
        .from(memberBlocks)
        .innerJoin(profiles, eq(profiles.userId, memberBlocks.blockedId))
        .innerJoin(userLevels, eq(userLevels.userId, memberBlocks.blockedId))
        .where(eq(memberBlocks.blockerId, blockerId))
        .orderBy(desc(memberBlocks.createdAt), asc(profiles.username));
    },

    async listMuted(muterId: string) {
      return db
        .select(memberColumns)
        .from(memberMutes)
        .innerJoin(profiles, eq(profiles.userId, memberMutes.mutedId))
        .innerJoin(userLevels, eq(userLevels.userId, memberMutes.mutedId))
        .where(eq(memberMutes.muterId, muterId))
        .orderBy(desc(memberMutes.createdAt), asc(profiles.username));
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
