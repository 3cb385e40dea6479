import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Notification } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { notBlockedEitherWay } from '../../db/block-filters';
import { activeAccount } from '../../db/member-filters';
import { notifications, notificationSettings, profiles, user } from '../../db/schema';

export interface DigestMember {
  userId: string;
  email: string;
  language: string;
  digest: 'daily' | 'weekly';
  digestSentAt: Date | null;
}

export type DigestNotification = Pick<Notification, 'id' | 'kind' | 'data' | 'actor'>;

/** The digest mail's reads and writes on notification_settings and notifications. */
export function createDigestDeliveryRepository(db: Database) {
  return {
    /** Members whose daily digest was last sent before `dailyBefore` (weekly: `weeklyBefore`), or never. */
    async listDueMembers(dailyBefore: Date, weeklyBefore: Date): Promise<DigestMember[]> {
      const rows = await db
        .select({
          userId: notificationSettings.userId,
          email: user.email,
          language: user.language,
          digest: notificationSettings.digest,
          digestSentAt: notificationSettings.digestSentAt,
        })
        .from(notificationSettings)
        .innerJoin(user, eq(user.id, notificationSettings.userId))
        .where(
          and(
            activeAccount,
            or(
              and(eq(notificationSettings.digest, 'daily'), or(isNull(notificationSettings.digestSentAt), lte(notificationSettings.digestSentAt, dailyBefore))),
              and(eq(notificationSettings.digest, 'weekly'), or(isNull(notificationSettings.digestSentAt), lte(notificationSettings.digestSentAt, weeklyBefore))),
            ),
          ),
        );
      return rows.map((row) => ({ ...row, digest: row.digest as DigestMember['digest'] }));
    },

    /**
     * Takes the member's digest for this period: the update only matches while it is still due, so
     * of two instances (or two ticks) exactly one gets the row back and sends it.
     */
    async claimDigest(userId: string, dueBefore: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(notificationSettings)
        .set({ digestSentAt: now })
        .where(
          and(
            eq(notificationSettings.userId, userId),
            or(isNull(notificationSettings.digestSentAt), lte(notificationSettings.digestSentAt, dueBefore)),
          ),
        )
        .returning({ userId: notificationSettings.userId });
      return rows.length > 0;
    },

    /** The mail failed: the next tick tries again. */
    async restoreDigest(userId: string, previous: Date | null): Promise<void> {
      await db.update(notificationSettings).set({ digestSentAt: previous }).where(eq(notificationSettings.userId, userId));
    },

    /** Unread, shown in the centre, not in an earlier digest, newer than `since`; newest first. */
    async listUndigested(userId: string, since: Date, limit: number): Promise<{ items: DigestNotification[]; total: number }> {
      const where = and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        eq(notifications.inApp, true),
        isNull(notifications.digestedAt),
        gt(notifications.createdAt, since),
        // As in the centre: nothing from a member blocked either way, even stored before the block.
        notBlockedEitherWay(userId, notifications.actorId),
      );
      const rows = await db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          data: notifications.data,
          actorId: notifications.actorId,
          actorUsername: profiles.username,
          actorName: profiles.displayName,
          actorAvatar: profiles.avatarUrl,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(notifications)
        .leftJoin(profiles, eq(profiles.userId, notifications.actorId))
        .where(where)
        .orderBy(desc(notifications.createdAt))
        .limit(limit);
      return {
        total: rows[0]?.total ?? 0,
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind as Notification['kind'],
          data: row.data as Notification['data'],
          actor:
            row.actorId && row.actorName
              ? { id: row.actorId, username: row.actorUsername ?? '', displayName: row.actorName, avatarUrl: row.actorAvatar }
              : null,
        })),
      };
    },

    async markDigested(ids: string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(notifications).set({ digestedAt: now }).where(inArray(notifications.id, ids));
    },

    /** The unsubscribe link: no row means the default, which is already 'off'. */
    async switchDigestOff(userId: string): Promise<void> {
      await db.update(notificationSettings).set({ digest: 'off', updatedAt: sql`now()` }).where(eq(notificationSettings.userId, userId));
    },
  };
}

export type DigestDeliveryRepository = ReturnType<typeof createDigestDeliveryRepository>;
