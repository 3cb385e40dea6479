import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, pushSubscriptions, user } from '../../db/schema';

export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What push and mail delivery read and write — the members' push subscriptions (one
 * endpoint is one device), a notification's read state, its recipient's address and language.
 */
export function createPushDeliveryRepository(db: Database) {
  return {
    /** A device re-subscribed by another member moves to them: the endpoint is unique. */
    async upsertSubscription(userId: string, input: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...input })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: input.p256dh, auth: input.auth, createdAt: sql`now()`, lastSuccessAt: null },
        });
    },

    /** Only the member's own subscription; false when they hold none with this endpoint. */
    async deleteOwnSubscription(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    async hasSubscription(userId: string): Promise<boolean> {
      const rows = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1);
      return rows.length > 0;
    },

    async listSubscriptions(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
    },

    /** The push service said the subscription is gone (404/410). */
    async deleteSubscriptions(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },

    async markSubscriptionsSucceeded(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()` }).where(inArray(pushSubscriptions.id, ids));
    },

    /** null when the notification is gone (account erased); else whether it was read meanwhile. */
    async findReadState(notificationId: string): Promise<{ read: boolean } | null> {
      const rows = await db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, notificationId)).limit(1);
      return rows[0] ? { read: rows[0].readAt !== null } : null;
    },

    async markPushed(notificationId: string): Promise<void> {
      await db.update(notifications).set({ pushedAt: sql`now()` }).where(eq(notifications.id, notificationId));
    },

    /** Where and in which language to write; null for an erased account. */
    async findRecipient(userId: string): Promise<{ email: string; language: string } | null> {
      const rows = await db
        .select({ email: user.email, language: user.language, deletedAt: user.deletedAt })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      const row = rows[0];
      return row && !row.deletedAt ? { email: row.email, language: row.language } : null;
    },
  };
}

export type PushDeliveryRepository = ReturnType<typeof createPushDeliveryRepository>;
