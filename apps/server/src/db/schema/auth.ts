import { boolean, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ROLES } from '@la-meute/shared';

// Better Auth's tables (user, session, account, verification): property names are the ones its
// drizzle adapter expects, columns are snake_case like the rest of the database.

export const userRole = pgEnum('user_role', ROLES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  // Better Auth's required "name" holds the sign-up display name (SPEC §3 signup metadata).
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  // The handle asked for at sign-up; the profile trigger derives the public username from it.
  username: text('username'),
  language: text('language').notNull().default('fr'),
  role: userRole('role').notNull().default('member'),
  // Enforced moderation and the account's life. A banned member cannot sign in (the
  // session-create hook refuses); a muted one cannot publish until muted_until (moderation service).
  bannedAt: timestamp('banned_at', { withTimezone: true }),
  mutedUntil: timestamp('muted_until', { withTimezone: true }),
  /** 'Supprimer mon compte': erased after the grace period unless the member signs in again. */
  deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  /** Set when the personal data was erased; the row stays so public content reads 'Utilisateur supprimé'. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** The last sign-in or session renewal: the 3-year inactivity rule reads it. */
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);
