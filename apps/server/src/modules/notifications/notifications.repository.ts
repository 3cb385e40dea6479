import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_TIME_ZONE,
  type MessagePolicy,
  type DigestFrequency,
  type Notification,
  type NotificationActor,
  type NotificationGroup,
  type NotificationKind,
  type NotificationPreferences,
} from '@la-meute/shared';
import type { Database } from '../../db/client';
import { blockedEitherWay, notBlockedEitherWay } from '../../db/block-filters';
import { memberMutes, notifications, notificationSettings, profiles, userConnections } from '../../db/schema';
import { toIso } from '../../lib/dates';
import type { PageCursor } from '../../lib/page-cursor';
import type { StoredNotification } from './notification-delivery';

type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  data: Notification['data'];
  actorId: string | null;
  groupKey: string | null;
  link: string | null;
  dedupeKey: string | null;
  inApp: boolean;
}

/** A group of the centre as read, before its cursor is made. */
export interface GroupRow extends NotificationGroup {
  cursor: PageCursor;
}

// The centre collapses one group key's rows per day, the day as a member in Paris sees it.
const groupKeyOf = sql`coalesce(${notifications.groupKey}, ${notifications.id}::text)`;
const dayOf = sql`(${notifications.createdAt} at time zone ${DEFAULT_NOTIFICATION_TIME_ZONE})::date`;
/**
 * A row whose actor and the member blocked each other, either way, is not shown (ADR 019): those
 * stored before the block too, and again if it is lifted. Rows without an actor always are.
 */
const actorReachable = (userId: string) => notBlockedEitherWay(userId, notifications.actorId);

/** The centre's pages read the last week, else the last two months, else everything. */
const GROUP_WINDOWS_DAYS = [7, 60, null] as const;

/** Midnight in Paris starting the day `offset` days from the Paris day of `at` (a bound on created_at, which its index serves). */
function parisMidnight(at: SQL, offset: number): SQL {
  return sql`((${at} at time zone ${DEFAULT_NOTIFICATION_TIME_ZONE})::date + ${offset}::int)::timestamp at time zone ${DEFAULT_NOTIFICATION_TIME_ZONE}`;
}

/** The rows of a raw `db.execute`, whose result type drizzle leaves to the driver (both have `rows`). */
async function rowsOf<Row>(query: Promise<unknown>): Promise<Row[]> {
  return ((await query) as { rows: Row[] }).rows;
}

function toNotification(row: NotificationRow, actor: NotificationActor | null): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    data: row.data as Notification['data'],
    actor,
    link: row.link,
    readAt: row.readAt ? toIso(row.readAt) : null,
    createdAt: toIso(row.createdAt),
  };
}

type RawGroup = {
  id: string;
  kind: string;
  data: Notification['data'];
  link: string | null;
  actors: NotificationActor[] | null;
  actor_count: number | string;
  count: number | string;
  unread: boolean;
  read_at: Date | string | null;
  last_at: Date | string;
};

export function createNotificationsRepository(db: Database) {
  async function findActor(userId: string): Promise<NotificationActor | null> {
    const [row] = await db
      .select({ id: profiles.userId, username: profiles.username, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row ?? null;
  }

  /**
   * The groups of the days from `days` days before the anchor's (the cursor's, else today) up to
   * the cursor's day; `days` null: the whole history. A group lies within one day, and a later
   * day's group is newer than any earlier day's: the newest `limit` groups of these days are the
   * newest of all as soon as there are `limit` of them.
   */
  async function readGroups(
    userId: string,
    options: { cursor: PageCursor | null; unreadOnly: boolean; limit: number; days: number | null },
  ): Promise<RawGroup[]> {
    const { cursor, unreadOnly, limit, days } = options;
    const anchor = cursor ? sql`${cursor.createdAt}::timestamptz` : sql`now()`;
    const unreadNotifications = sql`user_id = ${userId} and in_app and read_at is null`;
    const rowsWithin = sql.join(
      [
        sql`user_id = ${userId} and in_app`,
        actorReachable(userId),
        days === null ? sql`true` : sql`created_at >= ${parisMidnight(anchor, -days)}`,
        // Rows of the cursor's later days belong to groups before the cursor.
        cursor ? sql`created_at < ${parisMidnight(anchor, 1)}` : sql`true`,
        // An unread group lies on the oldest unread row's day or after it.
        unreadOnly ? sql`created_at >= ${parisMidnight(sql`(select min(created_at) from ${notifications} where ${unreadNotifications})`, 0)}` : sql`true`,
      ],
      sql` and `,
    );
    return rowsOf<RawGroup>(
      db.execute(sql`
        with grouped as (
          select ${groupKeyOf} as group_key, ${dayOf} as day, date_trunc('milliseconds', max(created_at)) as last_at, count(*) as count,
            count(distinct actor_id) as actor_count, bool_or(read_at is null) as unread, max(read_at) as read_at,
            (array_agg(id order by created_at desc, id desc))[1] as newest_id, min(created_at) as first_at, max(created_at) as newest_at
          from ${notifications}
          where ${rowsWithin}
          group by 1, 2
        ),
        page as (
          select * from grouped g
          where ${unreadOnly ? sql`g.unread` : sql`true`}
            and ${cursor ? sql`(g.last_at, g.newest_id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql`true`}
          order by g.last_at desc, g.newest_id desc
          limit ${limit}
        )
        -- The page's groups only are completed (their newest row, their two latest actors).
        select n.id, n.kind, n.data, n.link, g.last_at, g.count, g.actor_count, g.unread, g.read_at, latest.actors
        from page g
        join ${notifications} n on n.id = g.newest_id
        left join lateral (
          select json_agg(json_build_object('id', p.user_id, 'username', p.username, 'displayName', p.display_name,
            'avatarUrl', p.avatar_url) order by a.last_at desc) as actors
          from (
            -- The group's own time span: an index range, not the member's whole history per group.
            select actor_id, max(created_at) as last_at from ${notifications}
            where user_id = ${userId} and in_app and actor_id is not null and ${actorReachable(userId)} and created_at between g.first_at and g.newest_at
              and ${groupKeyOf} = g.group_key and ${dayOf} = g.day
            group by actor_id order by last_at desc limit 2
          ) a
          join ${profiles} p on p.user_id = a.actor_id
        ) latest on true
        order by g.last_at desc, g.newest_id desc`),
    );
  }

  return {
    /** The stored row, or null when its dedupe key exists already for that member. */
    async insert(input: NewNotification): Promise<StoredNotification | null> {
      const [row] = await db.insert(notifications).values(input).onConflictDoNothing().returning();
      if (!row) return null;
      const actor = row.actorId ? await findActor(row.actorId) : null;
      return { ...toNotification(row, actor), userId: row.userId, groupKey: row.groupKey };
    },

    /** What stands between the recipient and the actor: a block either way, a mute, a connection. */
    async findRelation(recipientId: string, actorId: string): Promise<{ blocked: boolean; muted: boolean; connected: boolean }> {
      const [row] = await rowsOf<{ blocked: boolean; muted: boolean; connected: boolean }>(db.execute(sql`
        select
          ${blockedEitherWay(recipientId, actorId)} as blocked,
          exists (select 1 from ${memberMutes} where muter_id = ${recipientId} and muted_id = ${actorId}) as muted,
          exists (select 1 from ${userConnections} where status = 'accepted' and ((user_id = ${recipientId} and connected_user_id = ${actorId})
            or (user_id = ${actorId} and connected_user_id = ${recipientId}))) as connected`));
      return { blocked: Boolean(row?.blocked), muted: Boolean(row?.muted), connected: Boolean(row?.connected) };
    },

    async findPreferences(userId: string): Promise<NotificationPreferences | null> {
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
      if (!row) return null;
      return {
        channels: row.channels as NotificationPreferences['channels'],
        quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
        timeZone: row.timeZone,
        messagesFrom: row.messagesFrom as MessagePolicy,
        digest: row.digest as DigestFrequency,
      };
    },

    async savePreferences(userId: string, preferences: NotificationPreferences): Promise<void> {
      const values = {
        channels: preferences.channels,
        quietStart: preferences.quietHours?.start ?? null,
        quietEnd: preferences.quietHours?.end ?? null,
        timeZone: preferences.timeZone,
        messagesFrom: preferences.messagesFrom,
        digest: preferences.digest,
        updatedAt: new Date(),
      };
      await db
        .insert(notificationSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
    },

    /**
     * One page of the centre: rows collapsed by group key and day, newest group first. A group's
     * cursor is its newest row's (created_at, id), so each group comes once across pages.
     */
    async listGroups(userId: string, options: { cursor: PageCursor | null; unreadOnly: boolean; limit: number }): Promise<GroupRow[]> {
      let rows: RawGroup[] = [];
      // A page is read from the last days only when they hold enough groups: the whole history is
      // aggregated only for a member who has little of it (or nothing recent).
      for (const days of GROUP_WINDOWS_DAYS) {
        rows = await readGroups(userId, { ...options, days });
        if (rows.length >= options.limit) break;
      }
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as NotificationKind,
        data: row.data,
        link: row.link,
        actors: row.actors ?? [],
        actorCount: Number(row.actor_count),
        count: Number(row.count),
        readAt: row.unread || !row.read_at ? null : toIso(row.read_at),
        createdAt: toIso(row.last_at),
        cursor: { createdAt: toIso(row.last_at), id: row.id },
      }));
    },

    /** The bell's figure: groups of the centre with an unread row. */
    async countUnreadGroups(userId: string): Promise<number> {
      const [row] = await rowsOf<{ unread: number | string }>(db.execute(sql`
        select count(*) as unread from (
          select 1 from ${notifications} where user_id = ${userId} and in_app and read_at is null and ${actorReachable(userId)}
          group by ${groupKeyOf}, ${dayOf}
        ) groups`));
      return Number(row?.unread ?? 0);
    },

    async markRead(userId: string, upTo: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        // The page sends the newest row's time in milliseconds; PostgreSQL keeps microseconds: a row
        // of that same millisecond is included (a range on created_at, which the unread index serves).
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), lt(notifications.createdAt, new Date(upTo.getTime() + 1))))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Reading a conversation reads its message notifications (a delayed push then finds it read). */
    async markGroupRead(userId: string, groupKey: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), eq(notifications.groupKey, groupKey), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
