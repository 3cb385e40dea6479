// Safety and stewardship — reports, moderation decisions, AutoPilot, dating, GDPR.

/** What can be reported ('Signaler'), each with the table its id points into. */
export const REPORT_TARGET_TYPES = [
  'post',
  'comment',
  'chat_message',
  'private_message',
  'direct_message',
  'forum_topic',
  'forum_reply',
  'event',
  'profile',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** `illegal` is the DSA Art. 16 notice: it needs the explanation, the URL and the good-faith statement. */
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'misinformation', 'sexual', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** SPEC §4: pending → resolved ('Résoudre') or dismissed ('Rejeter'). */
export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** SPEC §3 moderation action types, plus the decisions the audit log also records. */
export const MODERATION_ACTION_TYPES = ['warning', 'mute', 'ban', 'delete', 'unban', 'unmute', 'role_change', 'appeal_upheld', 'appeal_reversed'] as const;
export type ModerationActionType = (typeof MODERATION_ACTION_TYPES)[number];

/** The decisions a moderator takes against a member (each sends a statement of reasons). */
export const ENFORCEMENT_ACTION_TYPES = ['warning', 'mute', 'ban', 'delete'] as const;
export type EnforcementActionType = (typeof ENFORCEMENT_ACTION_TYPES)[number];

/** Mute durations offered in the dashboard, in hours (the server accepts 1 h to 90 days). */
export const MUTE_DURATIONS_HOURS = [1, 24, 72, 168, 720] as const;
export const MUTE_MAX_HOURS = 90 * 24;

export const APPEAL_STATUSES = ['pending', 'upheld', 'reversed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** The moderation-word settings apply per interface language. */
export const MODERATION_WORD_LANGUAGES = ['fr', 'en', 'es'] as const;

/** SPEC §7 ai-autopilot: the actions AutoPilot may decide; only `AUTOPILOT_SAFE_ACTIONS` are executed. */
export const AUTOPILOT_ACTIONS = [
  'welcome_new_members',
  'refresh_inactive_recommendations',
  'flag_rejection_spike',
  'pin_starter_topic',
  'suggest_event',
  'review_growth',
] as const;
export type AutopilotAction = (typeof AUTOPILOT_ACTIONS)[number];
export const AUTOPILOT_SAFE_ACTIONS: readonly AutopilotAction[] = [
  'welcome_new_members',
  'refresh_inactive_recommendations',
  'flag_rejection_spike',
  'pin_starter_topic',
  'suggest_event',
];
export const AUTOPILOT_PRIORITIES = ['high', 'medium', 'low'] as const;
export type AutopilotPriority = (typeof AUTOPILOT_PRIORITIES)[number];
/** The scheduled AutoPilot run: every 6 hours, once across all instances. */
export const AUTOPILOT_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Dating: the distance filter works on the saved city and country (there are no coordinates). */
export const DATING_DISTANCES = ['city', 'country', 'any'] as const;
export type DatingDistance = (typeof DATING_DISTANCES)[number];
export const DATING_DECISIONS = ['like', 'pass'] as const;
export type DatingDecision = (typeof DATING_DECISIONS)[number];

/** GDPR: the privacy policy's grace period, the inactivity rule and its warning. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;
export const INACTIVITY_DELETION_DAYS = 3 * 365;
/** The warning mail goes this many days before the inactivity deletion. */
export const INACTIVITY_WARNING_DAYS = 30;
/** A ready export stays downloadable this long. */
export const DATA_EXPORT_TTL_DAYS = 7;
/** Shown in place of a deleted account's name. */
export const DELETED_USER_NAME = 'Utilisateur supprimé';
