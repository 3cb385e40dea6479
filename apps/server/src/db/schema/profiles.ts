import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  AGE,
  DEFAULT_LEVEL,
  DEFAULT_PRIVACY_SETTINGS,
  GENDERS,
  LEVELS,
  LOOKING_FOR,
  RELATIONSHIP_STATUSES,
  type PrivacySettings,
} from '@la-meute/shared';
import { user } from './auth';

// SPEC §3 profile enumerations, defined in the shared contracts.
export const gender = pgEnum('gender', GENDERS);
export const lookingFor = pgEnum('looking_for', LOOKING_FOR);
export const relationshipStatus = pgEnum('relationship_status', RELATIONSHIP_STATUSES);

// SPEC §3 profile. Its user_level is read from user_levels, the one copy of a member's level.
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    age: integer('age').notNull().default(AGE.default),
    gender: gender('gender'),
    locationCity: text('location_city'),
    locationCountry: text('location_country'),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    lookingFor: lookingFor('looking_for').notNull().default('all'),
    relationshipStatus: relationshipStatus('relationship_status'),
    occupation: text('occupation'),
    education: text('education'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    privacySettings: jsonb('privacy_settings').$type<PrivacySettings>().notNull().default(DEFAULT_PRIVACY_SETTINGS),
    onlineStatus: text('online_status').notNull().default('offline'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames are handles: unique whatever their case.
    uniqueIndex('profiles_username_lower_idx').on(sql`lower(${table.username})`),
    // Discovery and dating list the newest profiles first: a page walks this index backwards
    // (created_at desc, id desc, nulls first as ORDER BY DESC sorts) instead of joining and sorting
    // every member. Declared descending, it would sort nulls last and match no such ORDER BY.
    index('profiles_created_idx').on(table.createdAt, table.id),
    check('profiles_age_range', sql`${table.age} between ${sql.raw(String(AGE.min))} and ${sql.raw(String(AGE.max))}`),
  ],
);

/**
 * SPEC §3 user_level: the one place a member's level lives, as a number (1–10) next to the XP that
 * earns it (migration 0007 replaced the stored French names); the badge rank follows the XP.
 */
export const userLevels = pgTable(
  'user_levels',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    level: integer('level').notNull().default(DEFAULT_LEVEL),
    xp: integer('xp').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_levels_level_range', sql`${table.level} between 1 and ${sql.raw(String(LEVELS.length))}`),
    // The leaderboard's order: its top 50 walk this index instead of sorting everyone.
    index('user_levels_leaderboard_idx').on(table.xp.desc().nullsFirst(), table.updatedAt, table.userId),
  ],
);

export const connectionType = pgEnum('connection_type', ['like', 'friend']);
export const connectionStatus = pgEnum('connection_status', ['pending', 'accepted', 'declined']);

// SPEC §3 user_connection: `user_id` asked `connected_user_id`.
export const userConnections = pgTable(
  'user_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    connectedUserId: text('connected_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    connectionType: connectionType('connection_type').notNull().default('friend'),
    status: connectionStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One row per pair whichever side asked: no duplicates, even racing both ways.
    uniqueIndex('user_connections_pair_idx').on(
      sql`least(${table.userId}, ${table.connectedUserId})`,
      sql`greatest(${table.userId}, ${table.connectedUserId})`,
    ),
    // The requests a member received, and the connections on either side of them.
    index('user_connections_user_idx').on(table.userId),
    index('user_connections_connected_user_idx').on(table.connectedUserId),
    check('user_connections_not_self', sql`${table.userId} <> ${table.connectedUserId}`),
  ],
);
