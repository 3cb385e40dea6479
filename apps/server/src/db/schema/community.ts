import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_EVENT_TIME_ZONE, DEFAULT_LEVEL, EVENT_TYPES, LEVELS } from '@la-meute/shared';
import { user } from './auth';

/** PostgreSQL's tsvector, for the generated search columns. */
const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * A text's search vector in its own language's configuration (French, English or
 * Spanish, accents ignored). `public.search_config` (migration 0017) picks it from the text's most
 * common words, as `detectLanguage` does; French when undecided.
 */
const searchVector = (columns: string) => sql.raw(`to_tsvector(public.search_config(${columns}), ${columns})`);

// SPEC §3 events and their participants.
export const eventType = pgEnum('event_type', EVENT_TYPES);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    // The place's IANA zone: an in-person event is shown at its local time.
    timeZone: text('time_zone').notNull().default(DEFAULT_EVENT_TIME_ZONE),
    endDate: timestamp('end_date', { withTimezone: true }),
    location: text('location'),
    venue: text('venue'),
    eventType: eventType('event_type').notNull().default('in-person'),
    maxParticipants: integer('max_participants'),
    price: text('price').notNull().default('Gratuit'),
    organizerId: text('organizer_id').references(() => user.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    isPublished: boolean('is_published').notNull().default(false),
    /** Kept by a trigger on event_participants (migration 0014); never written by the app. */
    participantsCount: integer('participants_count').notNull().default(0),
    /** Set when the organiser cancels: the event stays readable, registration closes. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      searchVector(`coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(venue, '')`),
    ),
  },
  (table) => [
    index('events_search_idx').using('gin', table.search),
    index('events_published_date_idx').on(table.isPublished, table.eventDate),
    index('events_organizer_idx').on(table.organizerId, table.eventDate),
    // Never overbooked, whatever the concurrency. The participant trigger's increment
    // takes the event's row lock, so registrations queue on it and the one past capacity fails here.
    check(
      'events_capacity',
      sql`${table.participantsCount} >= 0 and (${table.maxParticipants} is null or ${table.participantsCount} <= ${table.maxParticipants})`,
    ),
    check('events_max_participants_positive', sql`${table.maxParticipants} is null or ${table.maxParticipants} > 0`),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] }), index('event_participants_user_idx').on(table.userId, table.createdAt)],
);

// SPEC §3 forum topics; user_id is null for an anonymous author; user_level is the author's level
// number when posting.
export const forumTopics = pgTable(
  'forum_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    pseudonym: text('pseudonym'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userLevel: integer('user_level').notNull().default(DEFAULT_LEVEL),
    repliesCount: integer('replies_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** The newest reply's time, kept by the reply triggers: trending reads it, never the replies. */
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Title and content searched, accents ignored, in the text's language.
    search: tsvector('search').generatedAlwaysAs(searchVector(`coalesce(title, '') || ' ' || coalesce(content, '')`)),
  },
  (table) => [
    index('forum_topics_created_idx').on(table.createdAt),
    // The list's own order (`desc`, which puts nulls first): an index in another null order cannot
    // serve it, and the page was a sort of every topic (bench:community).
    index('forum_topics_list_idx').on(table.isPinned.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('forum_topics_category_list_idx').on(
      table.category,
      table.isPinned.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('forum_topics_user_idx').on(table.userId),
    index('forum_topics_search_idx').using('gin', table.search),
    check('forum_topics_counts_non_negative', sql`${table.repliesCount} >= 0 and ${table.likesCount} >= 0 and ${table.viewsCount} >= 0`),
    check('forum_topics_user_level_range', sql`${table.userLevel} between 1 and ${sql.raw(String(LEVELS.length))}`),
  ],
);

// A topic's replies, by members (user_id) or pseudonyms (user_id null); the topic's
// author may mark one helpful. replies_count and last_reply_at on the topic follow by trigger.
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    pseudonym: text('pseudonym'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userLevel: integer('user_level').notNull().default(DEFAULT_LEVEL),
    isHelpful: boolean('is_helpful').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(searchVector(`coalesce(content, '')`)),
  },
  (table) => [
    index('forum_replies_topic_created_idx').on(table.topicId, table.createdAt, table.id),
    index('forum_replies_user_idx').on(table.userId, table.createdAt),
    index('forum_replies_search_idx').using('gin', table.search),
    check('forum_replies_user_level_range', sql`${table.userLevel} between 1 and ${sql.raw(String(LEVELS.length))}`),
  ],
);

// One like per member and topic; likes_count follows by trigger.
export const forumTopicLikes = pgTable(
  'forum_topic_likes',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.topicId, table.userId] })],
);

// A view counts once per visitor per day: `viewer_key` is the member id, or a hash for a visitor;
// `day` is the Paris date. views_count follows by trigger.
export const forumTopicViews = pgTable(
  'forum_topic_views',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.topicId, table.day, table.viewerKey] })],
);

// SPEC §3 post and post_interaction.
export const postType = pgEnum('post_type', ['text', 'media']);
export const interactionType = pgEnum('interaction_type', ['like', 'share', 'comment']);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    mediaUrls: text('media_urls').array().notNull().default(sql`'{}'::text[]`),
    postType: postType('post_type').notNull().default('text'),
    visibility: text('visibility').notNull().default('public'),
    location: text('location'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(searchVector(`coalesce(content, '')`)),
    // The post's hashtags, lower-cased (`public.search_hashtags`, migration 0017).
    hashtags: text('hashtags').array().generatedAlwaysAs(sql`public.search_hashtags(coalesce(content, ''))`),
  },
  (table) => [
    index('posts_created_idx').on(table.createdAt, table.id),
    index('posts_search_idx').using('gin', table.search),
    index('posts_hashtags_idx').using('gin', table.hashtags),
    index('posts_user_created_idx').on(table.userId, table.createdAt),
    check('posts_counts_non_negative', sql`${table.likesCount} >= 0 and ${table.commentsCount} >= 0 and ${table.sharesCount} >= 0`),
  ],
);

/**
 * Every hashtag ever written in a post, once, with its accent- and case-folded form (the trigger
 * posts_hashtags_known keeps it, migration 0023): the search suggests hashtags by their start from
 * this index instead of unnesting every post's tags. A tag whose posts are all gone stays, and
 * counts no post.
 */
export const knownHashtags = pgTable(
  'known_hashtags',
  {
    tag: text('tag').primaryKey(),
    folded: text('folded').notNull(),
  },
  (table) => [index('known_hashtags_folded_idx').on(sql`${table.folded} collate "C"`)],
);

export const postInteractions = pgTable(
  'post_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    interactionType: interactionType('interaction_type').notNull(),
    content: text('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One like per member and post: the toggle stays exact under double clicks.
    uniqueIndex('post_interactions_one_like_idx').on(table.postId, table.userId).where(sql`${table.interactionType} = 'like'`),
    index('post_interactions_post_type_idx').on(table.postId, table.interactionType, table.createdAt),
    // The feed sidebar counts today's interactions: a range read, not a scan of every interaction.
    index('post_interactions_created_idx').on(table.createdAt),
  ],
);

/**
 * Site-wide figures (members, forum topics, posts, published events), one row per name, kept by
 * triggers on their tables (migration 0005) so that the public stats read four rows instead of
 * counting whole tables; nothing else writes them. Migration 0018 adds the topics of each forum
 * category, as `forum_topics:<category>` rows, for the forum's sidebar.
 */
export const communityCounters = pgTable(
  'community_counters',
  {
    name: text('name').primaryKey(),
    value: integer('value').notNull().default(0),
  },
  (table) => [check('community_counters_value_non_negative', sql`${table.value} >= 0`)],
);

/** The rows of community_counters, named as the migration's triggers write them. */
export const COMMUNITY_COUNTER = {
  members: 'members',
  forumTopics: 'forum_topics',
  posts: 'posts',
  publishedEvents: 'published_events',
} as const;
