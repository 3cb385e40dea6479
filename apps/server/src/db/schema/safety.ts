import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AutopilotAction, AutopilotPriority } from '@la-meute/shared';
import { user } from './auth';

// Safety and stewardship (ADR 019).

/**
 * 'Signaler': one row per report. `evidence` is the reported content as it was when reported
 * (text, media, author), so editing or deleting it afterwards keeps the proof.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The member the content belongs to (null for a pseudonym's or a deleted author's). */
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details'),
    /** DSA Art. 16: the exact URL, an optional name and email, the good-faith statement. */
    url: text('url'),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    /** The language the reporter used, for the mails that answer a visitor (a member's is in their profile). */
    reporterLanguage: text('reporter_language'),
    goodFaith: boolean('good_faith').notNull().default(false),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    handledBy: text('handled_by').references(() => user.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reports_status_created_idx').on(table.status, table.createdAt),
    index('reports_target_user_idx').on(table.targetUserId, table.createdAt),
    index('reports_reporter_idx').on(table.reporterId, table.createdAt),
    check('reports_status_valid', sql`${table.status} in ('pending', 'resolved', 'dismissed')`),
    check('reports_illegal_needs_notice', sql`${table.reason} <> 'illegal' or (${table.goodFaith} and ${table.url} is not null and ${table.details} is not null)`),
  ],
);

/**
 * The append-only audit log of moderation decisions (a trigger refuses UPDATE and DELETE). A
 * decision against a member carries its DSA Art. 17 statement of reasons: the restriction, the
 * facts, whether automated means were used, the ground and the ways to appeal.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionType: text('action_type').notNull(),
    /** No foreign keys: an audit log outlives the accounts it mentions. */
    targetUserId: text('target_user_id'),
    moderatorId: text('moderator_id'),
    reportId: uuid('report_id'),
    appealId: uuid('appeal_id'),
    contentType: text('content_type'),
    contentId: text('content_id'),
    /** The ground: the rule of the terms (or the law) the content or behaviour broke. */
    ground: text('ground').notNull(),
    facts: text('facts').notNull(),
    automated: boolean('automated').notNull().default(false),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_actions_created_idx').on(table.createdAt),
    index('moderation_actions_target_idx').on(table.targetUserId, table.createdAt),
  ],
);

/** One appeal per decision, decided by a moderator other than the one who took the decision. */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionId: uuid('action_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status').notNull().default('pending'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('moderation_appeals_action_idx').on(table.actionId),
    index('moderation_appeals_status_idx').on(table.status, table.createdAt),
    check('moderation_appeals_status_valid', sql`${table.status} in ('pending', 'upheld', 'reversed')`),
  ],
);

/** Extra moderation words per language, set in the dashboard and applied without a restart. */
export const moderationWords = pgTable(
  'moderation_words',
  {
    language: text('language').notNull(),
    word: text('word').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.language, table.word] })],
);

/**
 * The one notifications store (the centre, push and digests read it). One row per
 * event for one member; the centre collapses rows of one `group_key` and day on reading.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Who did it (a like's author…); null for the system. */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** Rows with the same key collapse in the centre ("Marie et 4 autres…"), e.g. `post.liked:<post id>`. */
    groupKey: text('group_key'),
    /** The web page it opens. */
    link: text('link'),
    /** Set for a notification that must exist once (an event's reminder): unique per member. */
    dedupeKey: text('dedupe_key'),
    /** Shown in the centre (false: the member switched the type's in-app channel off; kept for mail/push). */
    inApp: boolean('in_app').notNull().default(true),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    /** Listed in a digest mail already. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_unread_idx').on(table.userId, table.createdAt).where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_user_dedupe_idx').on(table.userId, table.dedupeKey).where(sql`${table.dedupeKey} is not null`),
  ],
);

/**
 * A member's notification preferences (no row: the defaults). `channels` maps each
 * notification type to its in-app, push and mail switches.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    channels: jsonb('channels').$type<Record<string, { inApp: boolean; push: boolean; mail: boolean }>>().notNull(),
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    timeZone: text('time_zone').notNull().default('Europe/Paris'),
    messagesFrom: text('messages_from').notNull().default('everyone'),
    digest: text('digest').notNull().default('off'),
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('notification_settings_messages_from', sql`${table.messagesFrom} in ('everyone', 'connections')`),
    check('notification_settings_digest', sql`${table.digest} in ('off', 'daily', 'weekly')`),
    check('notification_settings_quiet_hours', sql`(${table.quietStart} is null) = (${table.quietEnd} is null)`),
    index('notification_settings_digest_idx').on(table.digest, table.digestSentAt),
  ],
);

/** A browser's web-push subscription; one endpoint is one device, whoever subscribed it last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint), index('push_subscriptions_user_idx').on(table.userId)],
);

/** Block: the blocked member cannot reach the blocker. Mute: the muter no longer sees them. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('member_blocks_blocked_idx').on(table.blockedId),
    check('member_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

export const memberMutes = pgTable(
  'member_mutes',
  {
    muterId: text('muter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mutedId: text('muted_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.muterId, table.mutedId] }), check('member_mutes_not_self', sql`${table.muterId} <> ${table.mutedId}`)],
);

/** SPEC §3 ai_management_logs: one AutoPilot run. */
export const aiManagementLogs = pgTable(
  'ai_management_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull(),
    aiDecisions: jsonb('ai_decisions').$type<{ action: AutopilotAction; priority: AutopilotPriority; reason?: string }[]>().notNull(),
    executedActions: jsonb('executed_actions').$type<{ action: AutopilotAction; success: boolean; detail?: string }[]>().notNull(),
    /** 'local' rules or the OpenAI-compatible 'remote' proposer; who or what launched it. */
    source: text('source').notNull().default('local'),
    triggeredBy: text('triggered_by'),
    stats: jsonb('stats').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_management_logs_created_idx').on(table.createdAt)],
);

/**
 * Jobs that must run once across instances (AutoPilot): a run takes the row with a conditional
 * upsert; another instance finds it held until `locked_until` (a crashed holder frees it then).
 */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

/** Dating preferences; `hidden` takes the member out of everyone's dating list. */
export const datingPreferences = pgTable(
  'dating_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    minAge: integer('min_age').notNull().default(18),
    maxAge: integer('max_age').notNull().default(120),
    genders: text('genders').array().notNull().default(sql`'{}'::text[]`),
    distance: text('distance').notNull().default('any'),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('dating_preferences_ages', sql`${table.minAge} >= 18 and ${table.maxAge} <= 120 and ${table.minAge} <= ${table.maxAge}`),
    check('dating_preferences_distance', sql`${table.distance} in ('city', 'country', 'any')`),
  ],
);

/** Like or pass, once per pair and direction; a profile decided on is not shown again. */
export const datingSwipes = pgTable(
  'dating_swipes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetId] }),
    index('dating_swipes_target_idx').on(table.targetId, table.decision),
    check('dating_swipes_decision', sql`${table.decision} in ('like', 'pass')`),
    check('dating_swipes_not_self', sql`${table.userId} <> ${table.targetId}`),
  ],
);

/** A mutual like, made by the swipe trigger (migration 0016): one row per pair, smaller id first. */
export const datingMatches = pgTable(
  'dating_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: text('user_low')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userHigh: text('user_high')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dating_matches_pair_idx').on(table.userLow, table.userHigh),
    index('dating_matches_high_idx').on(table.userHigh),
    check('dating_matches_ordered', sql`${table.userLow} < ${table.userHigh}`),
  ],
);

/** 'Exporter mes données': built in the background, downloadable until `expires_at`. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** The archive's key in the private exports storage (never public). */
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.createdAt),
    check('data_exports_status', sql`${table.status} in ('pending', 'ready', 'failed')`),
  ],
);

/**
 * 'Supprimer mon compte': the profile as it was, kept during the grace period so signing in again
 * restores it; the profile itself shows 'Utilisateur supprimé' from the request on.
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  profileSnapshot: jsonb('profile_snapshot').$type<Record<string, unknown>>().notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
});
