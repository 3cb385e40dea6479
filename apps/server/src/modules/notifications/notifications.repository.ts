import { eq } from 'drizzle-orm';
import type { Notification, NotificationKind } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { notifications, user } from '../../db/schema';
import { toIso } from '../../lib/dates';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    data: row.data as Notification['data'],
    readAt: row.readAt ? toIso(row.readAt) : null,
    createdAt: toIso(row.createdAt),
  };
}

export function createNotificationsRepository(db: Database) {
  return {
    async insert(input: { userId: string; kind: NotificationKind; data: Notification['data'] }): Promise<Notification> {
      const [row] = await db.insert(notifications).values(input).returning();
      return toNotification(row!);
    },

    /** Where a notification's mail goes, and in which language; null for an erased account. */
    async findRecipient(userId: string): Promise<{ email: string; language: string } | null> {
      const [row] = await db
        .select({ email: user.email, language: user.language, deletedAt: user.deletedAt })
        .from(user)
        .where(eq(user.id, userId));
      return row && !row.deletedAt ? { email: row.email, language: row.language } : null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
