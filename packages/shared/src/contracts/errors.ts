import { z } from 'zod';

/**
 * Stable machine codes: the server never sends user-facing prose, the client translates
 * each code under `errors.<code>` in its locale files.
 */
export const ERROR_CODES = [
  'account.deletion_pending',
  'account.export_not_found',
  'account.export_not_ready',
  'account.password_invalid',
  'auth.account_throttled',
  'auth.admins_only',
  'auth.banned',
  'auth.busy',
  'auth.email_not_verified',
  'auth.email_taken',
  'auth.fields_required',
  'auth.forbidden',
  'auth.invalid_credentials',
  'auth.invalid_email',
  'auth.invalid_token',
  'auth.moderators_only',
  'auth.password_too_common',
  'auth.password_too_long',
  'auth.password_too_short',
  'auth.passwords_mismatch',
  'auth.required',
  'auth.sign_up_busy',
  'auth.username_invalid',
  'auth.username_taken',
  'autopilot.failed',
  'autopilot.running',
  'blocks.blocked',
  'blocks.self',
  'chat.channel_not_found',
  'chat.empty',
  'chat.too_long',
  'conversations.member_required',
  'conversations.message_empty',
  'conversations.message_too_long',
  'conversations.messages_not_allowed',
  'conversations.not_a_group',
  'conversations.not_admin',
  'conversations.not_found',
  'conversations.self',
  'conversations.title_required',
  'conversations.title_too_long',
  'dating.age_order',
  'dating.hidden',
  'dating.not_found',
  'dating.not_matched',
  'dating.self',
  'events.already_registered',
  'events.capacity_below_participants',
  'events.closed',
  'events.end_before_start',
  'events.fields_required',
  'events.full',
  'events.not_found',
  'events.not_organizer',
  'events.not_registered',
  'forum.fields_required',
  'forum.identity_required',
  'forum.not_author',
  'forum.not_found',
  'forum.reply_required',
  'forum.too_long',
  'http.bad_request',
  'http.forbidden_origin',
  'http.internal',
  'http.not_found',
  'http.payload_too_large',
  'http.rate_limited',
  'http.storage_full',
  'http.unavailable',
  'media.content_mismatch',
  'media.polyglot',
  'media.required',
  'media.too_large',
  'media.unsupported_type',
  'moderation.action_not_found',
  'moderation.appeal_exists',
  'moderation.appeal_not_found',
  'moderation.appeal_same_moderator',
  'moderation.muted',
  'moderation.refused',
  'moderation.report_not_pending',
  'moderation.self_action',
  'moderation.word_invalid',
  'notifications.invalid_quiet_hours',
  'notifications.invalid_time',
  'notifications.invalid_time_zone',
  'notifications.invalid_unsubscribe_token',
  'posts.comment_required',
  'posts.content_required',
  'posts.not_found',
  'profile.age_range',
  'profile.text_too_long',
  'profile.too_many_tags',
  'push.endpoint_refused',
  'push.subscription_not_found',
  'push.unavailable',
  'reports.notice_required',
  'reports.target_not_found',
  'reports.user_not_found',
  'search.query_required',
  'search.query_too_long',
  'validation.invalid',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export const errorCodeSchema = z.enum(ERROR_CODES);

export const apiIssueSchema = z.object({
  path: z.string(),
  code: z.string(),
});

export const apiErrorSchema = z.object({
  code: errorCodeSchema,
  issues: z.array(apiIssueSchema).optional(),
  retryAfterSeconds: z.number().int().positive().optional(),
  /** With `auth.banned` once the password was right: lets the member appeal the ban (DSA Art. 20). */
  appealToken: z.string().optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** Zod issue messages in shared schemas are error codes, so both ends speak the same language. */
export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}
