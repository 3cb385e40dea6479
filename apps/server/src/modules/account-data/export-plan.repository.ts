import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';

/**
 * 'Exporter mes données' (GDPR Art. 15 and 20): the ONE list of what the archive holds, section by
 * section. Each section reads the rows of one table where one of `match` is the member; `omit`
 * drops columns that are secrets (hashes, tokens) or another person's identity. A test reads the
 * schema and fails when a table with a member column is neither here nor in EXCLUDED_TABLES.
 *
 * Other people: their messages, their blocks and swipes on the member, who reported the member
 * are never exported. Another member's id appears only where the relation is the member's own
 * (the other side of a connection, a dating swipe or match, a block or mute they made, the
 * target of a report they made), as the GDPR's right of access covers the member's relations.
 */
export interface ExportSection {
  /** The archive's key for these rows. */
  key: string;
  table: PgTable;
  /** The member's rows: where any of these columns is their id (unless `where` says otherwise). */
  match: PgColumn[];
  where?: (db: Database, userId: string) => SQL;
  /** Property names left out of the rows. */
  omit?: string[];
}

const s = schema;

export const EXPORT_SECTIONS: ExportSection[] = [
  { key: 'user', table: s.user, match: [s.user.id] },
  // The password hash and any provider token are secrets, not personal data to hand over.
  { key: 'accounts', table: s.account, match: [s.account.userId], omit: ['password', 'accessToken', 'refreshToken', 'idToken'] },
  { key: 'sessions', table: s.session, match: [s.session.userId], omit: ['token'] },
  { key: 'profile', table: s.profiles, match: [s.profiles.userId] },
  { key: 'user_levels', table: s.userLevels, match: [s.userLevels.userId] },
  { key: 'xp_ledger', table: s.xpLedger, match: [s.xpLedger.userId] },
  { key: 'achievements', table: s.memberAchievements, match: [s.memberAchievements.userId] },
  { key: 'connections', table: s.userConnections, match: [s.userConnections.userId, s.userConnections.connectedUserId] },
  // `search` and `hashtags` are derived from the content (the search index).
  { key: 'posts', table: s.posts, match: [s.posts.userId], omit: ['search', 'hashtags'] },
  { key: 'post_interactions', table: s.postInteractions, match: [s.postInteractions.userId] },
  { key: 'chat_messages', table: s.messages, match: [s.messages.userId] },
  { key: 'chat_message_likes', table: s.messageLikes, match: [s.messageLikes.userId] },
  // The conversations they take part in (ids, type, title, dates), not who else is in them.
  {
    key: 'conversations',
    table: s.conversations,
    match: [s.conversations.createdBy],
    where: (db, userId) =>
      inArray(
        s.conversations.id,
        db.select({ id: s.conversationParticipants.conversationId }).from(s.conversationParticipants).where(eq(s.conversationParticipants.userId, userId)),
      ),
    omit: ['pairKey', 'createdBy'],
  },
  { key: 'conversation_participations', table: s.conversationParticipants, match: [s.conversationParticipants.userId] },
  // Only the messages they sent: the other participants' messages are theirs.
  { key: 'conversation_messages_sent', table: s.conversationMessages, match: [s.conversationMessages.senderId] },
  { key: 'forum_topics', table: s.forumTopics, match: [s.forumTopics.userId], omit: ['search'] },
  { key: 'forum_replies', table: s.forumReplies, match: [s.forumReplies.userId], omit: ['search'] },
  { key: 'forum_topic_likes', table: s.forumTopicLikes, match: [s.forumTopicLikes.userId] },
  // A member's view is keyed by their id (a visitor's by a hash, which names nobody).
  { key: 'forum_topic_views', table: s.forumTopicViews, match: [s.forumTopicViews.viewerKey] },
  { key: 'events_organised', table: s.events, match: [s.events.organizerId], omit: ['search'] },
  { key: 'event_registrations', table: s.eventParticipants, match: [s.eventParticipants.userId] },
  { key: 'recommendations', table: s.aiRecommendations, match: [s.aiRecommendations.userId] },
  // Notifications they received (one naming them as the actor is the recipient's).
  { key: 'notifications', table: s.notifications, match: [s.notifications.userId] },
  { key: 'notification_settings', table: s.notificationSettings, match: [s.notificationSettings.userId] },
  // Which devices receive their pushes; the devices' encryption keys are secrets, not data about them.
  { key: 'push_subscriptions', table: s.pushSubscriptions, match: [s.pushSubscriptions.userId], omit: ['p256dh', 'auth'] },
  // Their reports: what, why, when, what became of it; not the evidence (another member's content).
  { key: 'reports_made', table: s.reports, match: [s.reports.reporterId], omit: ['handledBy', 'evidence'] },
  // Reports about them: what was reported and what became of it, never who reported it.
  {
    key: 'reports_about_me',
    table: s.reports,
    match: [s.reports.targetUserId],
    omit: ['reporterId', 'reporterName', 'reporterEmail', 'details', 'url', 'goodFaith', 'handledBy'],
  },
  // Decisions about them (with the statement of reasons), not which moderator took them.
  { key: 'moderation_decisions', table: s.moderationActions, match: [s.moderationActions.targetUserId], omit: ['moderatorId'] },
  { key: 'moderation_appeals', table: s.moderationAppeals, match: [s.moderationAppeals.userId], omit: ['decidedBy'] },
  // The automatic moderation's refusals of what they wrote.
  { key: 'automatic_moderation_refusals', table: s.moderationLogs, match: [s.moderationLogs.userId] },
  { key: 'moderation_words_added', table: s.moderationWords, match: [s.moderationWords.createdBy] },
  { key: 'autopilot_runs_launched', table: s.aiManagementLogs, match: [s.aiManagementLogs.triggeredBy] },
  { key: 'blocks_made', table: s.memberBlocks, match: [s.memberBlocks.blockerId] },
  { key: 'mutes_made', table: s.memberMutes, match: [s.memberMutes.muterId] },
  { key: 'dating_preferences', table: s.datingPreferences, match: [s.datingPreferences.userId] },
  { key: 'dating_swipes_made', table: s.datingSwipes, match: [s.datingSwipes.userId] },
  { key: 'dating_matches', table: s.datingMatches, match: [s.datingMatches.userLow, s.datingMatches.userHigh] },
  { key: 'data_exports', table: s.dataExports, match: [s.dataExports.userId], omit: ['fileKey'] },
  { key: 'account_deletion', table: s.accountDeletions, match: [s.accountDeletions.userId] },
];

/** Tables with a member column that the archive leaves out on purpose, and why. */
export const EXCLUDED_TABLES: Record<string, string> = {
  idempotent_writes:
    'Keys of the writes a device sent again after being offline, with their first answer, kept a week so none is applied twice: copies of what the archive holds already.',
  translations: 'A cache of translated texts shared by everyone, keyed by a hash of the text: nothing in it says who asked.',
  verification: 'Single-use confirmation and reset links, valid one day at most: secrets, not data about the member.',
};

/**
 * Tables without any member column (nothing in them is about one member): site-wide figures,
 * channels, job locks, the hashtags ever written, the addresses of media waiting to be deleted.
 */
export const TABLES_WITHOUT_MEMBERS = ['channels', 'community_counters', 'job_locks', 'known_hashtags', 'media_detached'];
