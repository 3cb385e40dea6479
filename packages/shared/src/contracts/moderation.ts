import { z } from 'zod';
import { ROLES } from '../constants/roles';
import { APPEAL_STATUSES, ENFORCEMENT_ACTION_TYPES, MODERATION_ACTION_TYPES, MODERATION_WORD_LANGUAGES, MUTE_MAX_HOURS } from '../constants/safety';
import { okResponseSchema } from './auth';
import { withSchemas } from './endpoint';
import { memberSummarySchema } from './members';
import { MODERATION_API, MODERATION_LIMITS } from './moderation-routes';
import { reportEvidenceSchema, reportReasonSchema, reportStatusSchema, reportTargetTypeSchema } from './reports';
import { hasNoNulByte } from './storable-text';

const requiredText = (max: number) =>
  z.string({ error: 'validation.invalid' }).trim().min(1, 'validation.invalid').max(max, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid');

export const moderationPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export type ModerationPageQuery = z.output<typeof moderationPageQuerySchema>;

// --- Reports queue -------------------------------------------------------------------------------

/**
 * A pending queue entry as the desk shows it: the newest pending report on one target (type + id),
 * with `count` pending reports on it in all (ten identical reports are one entry). Deciding the
 * entry decides them all. `reporterLabel` is the member's name, the visitor's given name or 'visitor'.
 */
export const moderationReportSchema = z.object({
  id: z.string(),
  targetType: reportTargetTypeSchema,
  targetId: z.string(),
  reason: reportReasonSchema,
  details: z.string().nullable(),
  url: z.string().nullable(),
  goodFaith: z.boolean(),
  status: reportStatusSchema,
  reporter: memberSummarySchema.nullable(),
  reporterName: z.string().nullable(),
  reporterLabel: z.string(),
  targetUser: memberSummarySchema.nullable(),
  evidence: reportEvidenceSchema,
  createdAt: z.string(),
  count: z.number().int().positive(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/**
 * The desk's counters, in queue entries (a target's reports decided together count once). SPEC §4
 * 'Résoudre' lowers the pending counter by one, 'Rejeter' does not: both take the entry out of the
 * pending list, but only a resolution counts in `resolvedCount`.
 */
export const moderationCountersSchema = z.object({ pendingCount: z.number().int(), resolvedCount: z.number().int() });
export type ModerationCounters = z.infer<typeof moderationCountersSchema>;

export const moderationReportQueueSchema = moderationCountersSchema.extend({ reports: z.array(moderationReportSchema) });
export type ModerationReportQueue = z.infer<typeof moderationReportQueueSchema>;

export const reportDecisionResultSchema = moderationCountersSchema.extend({ id: z.string(), status: reportStatusSchema });
export type ReportDecisionResult = z.infer<typeof reportDecisionResultSchema>;

// --- Automatic moderation's refusals ------------------------------------------------------------

export const moderationRejectionSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  content: z.string(),
  reasons: z.array(z.string()),
  source: z.string(),
  author: memberSummarySchema.nullable(),
  pseudonym: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationRejection = z.infer<typeof moderationRejectionSchema>;

const pageFields = { page: z.number().int(), pageCount: z.number().int(), total: z.number().int() };

export const moderationRejectionPageSchema = z.object({ rejections: z.array(moderationRejectionSchema), ...pageFields });
export type ModerationRejectionPage = z.infer<typeof moderationRejectionPageSchema>;

// --- Decisions and the audit log ----------------------------------------------------------------

export const enforcementActionTypeSchema = z.enum(ENFORCEMENT_ACTION_TYPES, { error: 'validation.invalid' });
export const moderationActionTypeSchema = z.enum(MODERATION_ACTION_TYPES);
/** What a 'delete' decision can remove (everything reportable except a profile). */
export const REMOVABLE_CONTENT_TYPES = ['post', 'comment', 'chat_message', 'private_message', 'direct_message', 'forum_topic', 'forum_reply', 'event'] as const;
export type RemovableContentType = (typeof REMOVABLE_CONTENT_TYPES)[number];

/**
 * A decision against a member. A mute needs its duration (1 h to 90 days); a deletion names the
 * content. `ground` is the rule broken, `facts` what happened: both go into the statement of reasons.
 */
export const moderationActionInputSchema = z
  .object({
    type: enforcementActionTypeSchema,
    userId: z.string().trim().min(1, 'validation.invalid').max(200, 'validation.invalid'),
    reportId: z.uuid('validation.invalid').optional(),
    durationHours: z.number().int('validation.invalid').min(1, 'validation.invalid').max(MUTE_MAX_HOURS, 'validation.invalid').optional(),
    contentType: z.enum(REMOVABLE_CONTENT_TYPES, { error: 'validation.invalid' }).optional(),
    contentId: z.string().trim().min(1, 'validation.invalid').max(200, 'validation.invalid').optional(),
    ground: requiredText(MODERATION_LIMITS.ground),
    facts: requiredText(MODERATION_LIMITS.facts),
  })
  .refine((input) => input.type !== 'mute' || input.durationHours !== undefined, { message: 'validation.invalid', path: ['durationHours'] })
  .refine((input) => input.type !== 'delete' || (input.contentType !== undefined && input.contentId !== undefined), {
    message: 'validation.invalid',
    path: ['contentId'],
  });
export type ModerationActionInput = z.input<typeof moderationActionInputSchema>;

/** One audit-log row (append-only), with its DSA Art. 17 statement of reasons. */
export const moderationActionSchema = z.object({
  id: z.string(),
  actionType: moderationActionTypeSchema,
  targetUserId: z.string().nullable(),
  targetUser: memberSummarySchema.nullable(),
  moderatorId: z.string().nullable(),
  moderator: memberSummarySchema.nullable(),
  reportId: z.string().nullable(),
  appealId: z.string().nullable(),
  contentType: z.string().nullable(),
  contentId: z.string().nullable(),
  ground: z.string(),
  facts: z.string(),
  automated: z.boolean(),
  endsAt: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type ModerationAction = z.infer<typeof moderationActionSchema>;

export const moderationActionCreatedSchema = moderationCountersSchema.extend({ action: moderationActionSchema });
export type ModerationActionCreated = z.infer<typeof moderationActionCreatedSchema>;

export const moderationActionPageSchema = z.object({ actions: z.array(moderationActionSchema), ...pageFields });
export type ModerationActionPage = z.infer<typeof moderationActionPageSchema>;

// --- Members ------------------------------------------------------------------------------------

export const moderationUserSearchQuerySchema = z.object({
  q: z.string().trim().max(MODERATION_LIMITS.search, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid').default(''),
});

export const moderatedUserSchema = memberSummarySchema.extend({
  email: z.string(),
  role: z.enum(ROLES),
  bannedAt: z.string().nullable(),
  mutedUntil: z.string().nullable(),
  /** Reports made against the member (any status). */
  reportCount: z.number().int(),
  createdAt: z.string(),
});
export type ModeratedUser = z.infer<typeof moderatedUserSchema>;

export const moderatedUserListSchema = z.object({ users: z.array(moderatedUserSchema) });
export type ModeratedUserList = z.infer<typeof moderatedUserListSchema>;

export const userReportSummarySchema = z.object({
  id: z.string(),
  targetType: reportTargetTypeSchema,
  targetId: z.string(),
  reason: reportReasonSchema,
  status: reportStatusSchema,
  details: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type UserReportSummary = z.infer<typeof userReportSummarySchema>;

export const moderatedUserHistorySchema = z.object({
  user: moderatedUserSchema,
  reportsAgainst: z.array(userReportSummarySchema),
  reportsMade: z.array(userReportSummarySchema),
  actions: z.array(moderationActionSchema),
});
export type ModeratedUserHistory = z.infer<typeof moderatedUserHistorySchema>;

export const roleChangeInputSchema = z.object({ role: z.enum(ROLES, { error: 'validation.invalid' }) });
export type RoleChangeInput = z.input<typeof roleChangeInputSchema>;

export const liftRestrictionInputSchema = z.object({
  kind: z.enum(['ban', 'mute'], { error: 'validation.invalid' }),
  note: z.string().trim().max(MODERATION_LIMITS.note, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid').optional(),
});
export type LiftRestrictionInput = z.input<typeof liftRestrictionInputSchema>;

export const moderatedUserResultSchema = z.object({ user: moderatedUserSchema });
export type ModeratedUserResult = z.infer<typeof moderatedUserResultSchema>;

// --- Extra moderation words ---------------------------------------------------------------------

export const moderationWordLanguageSchema = z.enum(MODERATION_WORD_LANGUAGES, { error: 'validation.invalid' });
export const moderationWordInputSchema = z.object({
  language: moderationWordLanguageSchema,
  word: z
    .string({ error: 'moderation.word_invalid' })
    .trim()
    .min(1, 'moderation.word_invalid')
    .max(MODERATION_LIMITS.word, 'moderation.word_invalid')
    .refine(hasNoNulByte, 'moderation.word_invalid'),
});
export type ModerationWordInput = z.input<typeof moderationWordInputSchema>;

/** `word` as stored: normalised like the engine's own lists (lower case, accents and look-alikes folded). */
export const moderationWordSchema = z.object({ language: moderationWordLanguageSchema, word: z.string(), createdAt: z.string() });
export type ModerationWord = z.infer<typeof moderationWordSchema>;
export const moderationWordListSchema = z.object({ words: z.array(moderationWordSchema) });
export type ModerationWordList = z.infer<typeof moderationWordListSchema>;
export const moderationWordCreatedSchema = z.object({ word: moderationWordSchema });
export const moderationWordParamsSchema = z.object({ language: moderationWordLanguageSchema, word: z.string().min(1).max(200) });

// --- Appeals ------------------------------------------------------------------------------------

export const appealStatusSchema = z.enum(APPEAL_STATUSES);

export const appealInputSchema = z.object({ message: requiredText(MODERATION_LIMITS.appeal) });
export type AppealInput = z.input<typeof appealInputSchema>;

/** A banned member cannot sign in: the refused sign-in's signed token stands in for the session. */
export const bannedAppealInputSchema = appealInputSchema.extend({
  token: z.string({ error: 'auth.invalid_token' }).min(1, 'auth.invalid_token').max(2000, 'auth.invalid_token'),
});
export type BannedAppealInput = z.input<typeof bannedAppealInputSchema>;

export const moderationAppealSchema = z.object({
  id: z.string(),
  actionId: z.string(),
  userId: z.string(),
  message: z.string(),
  status: appealStatusSchema,
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationAppeal = z.infer<typeof moderationAppealSchema>;

/** A member's own decision: the statement of reasons, its appeal if any, whether they may still appeal. */
export const memberDecisionSchema = z.object({
  id: z.string(),
  actionType: enforcementActionTypeSchema,
  contentType: z.string().nullable(),
  contentId: z.string().nullable(),
  ground: z.string(),
  facts: z.string(),
  automated: z.boolean(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  appeal: moderationAppealSchema.nullable(),
  canAppeal: z.boolean(),
});
export type MemberDecision = z.infer<typeof memberDecisionSchema>;
export const memberDecisionListSchema = z.object({ decisions: z.array(memberDecisionSchema) });
export type MemberDecisionList = z.infer<typeof memberDecisionListSchema>;

export const appealCreatedSchema = z.object({ appeal: moderationAppealSchema });
export type AppealCreated = z.infer<typeof appealCreatedSchema>;

/** A pending appeal as the desk shows it, with the decision appealed. */
export const moderationAppealQueueItemSchema = moderationAppealSchema.extend({
  user: memberSummarySchema.nullable(),
  action: moderationActionSchema,
});
export type ModerationAppealQueueItem = z.infer<typeof moderationAppealQueueItemSchema>;
export const moderationAppealQueueSchema = z.object({ appeals: z.array(moderationAppealQueueItemSchema) });
export type ModerationAppealQueue = z.infer<typeof moderationAppealQueueSchema>;

export const appealDecisionInputSchema = z.object({
  outcome: z.enum(['upheld', 'reversed'], { error: 'validation.invalid' }),
  note: requiredText(MODERATION_LIMITS.note),
});
export type AppealDecisionInput = z.input<typeof appealDecisionInputSchema>;
export const appealDecidedSchema = z.object({ appeal: moderationAppealSchema });
export type AppealDecided = z.infer<typeof appealDecidedSchema>;

// --- The contract -------------------------------------------------------------------------------

/** The id of a report, member, appeal or decision on the desk's addresses. */
const moderationIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const moderationContract = withSchemas(MODERATION_API, {
  listReports: { response: { 200: moderationReportQueueSchema } },
  resolveReport: { params: moderationIdParamsSchema, response: { 200: reportDecisionResultSchema } },
  dismissReport: { params: moderationIdParamsSchema, response: { 200: reportDecisionResultSchema } },
  listRejections: { querystring: moderationPageQuerySchema, response: { 200: moderationRejectionPageSchema } },
  listActions: { querystring: moderationPageQuerySchema, response: { 200: moderationActionPageSchema } },
  createAction: { body: moderationActionInputSchema, response: { 201: moderationActionCreatedSchema } },
  searchUsers: { querystring: moderationUserSearchQuerySchema, response: { 200: moderatedUserListSchema } },
  userHistory: { params: moderationIdParamsSchema, response: { 200: moderatedUserHistorySchema } },
  changeRole: { params: moderationIdParamsSchema, body: roleChangeInputSchema, response: { 200: moderatedUserResultSchema } },
  liftRestriction: { params: moderationIdParamsSchema, body: liftRestrictionInputSchema, response: { 200: moderatedUserResultSchema } },
  listWords: { response: { 200: moderationWordListSchema } },
  addWord: { body: moderationWordInputSchema, response: { 201: moderationWordCreatedSchema } },
  removeWord: { params: moderationWordParamsSchema, response: { 200: okResponseSchema } },
  listAppeals: { response: { 200: moderationAppealQueueSchema } },
  decideAppeal: { params: moderationIdParamsSchema, body: appealDecisionInputSchema, response: { 200: appealDecidedSchema } },
  myDecisions: { response: { 200: memberDecisionListSchema } },
  appealDecision: { params: moderationIdParamsSchema, body: appealInputSchema, response: { 201: appealCreatedSchema } },
  bannedAppeal: { body: bannedAppealInputSchema, response: { 201: appealCreatedSchema } },
});
