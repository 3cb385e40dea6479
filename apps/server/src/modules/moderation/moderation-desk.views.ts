import {
  reportEvidenceSchema,
  type MemberSummary,
  type ModerationAction,
  type ModerationActionType,
  type ModerationAppeal,
  type ModerationRejection,
  type ModerationReport,
  type ReportEvidence,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
  type UserReportSummary,
} from '@la-meute/shared';
import type { moderationLogs } from '../../db/schema';
import { toIso } from '../../lib/dates';
import type { ActionRow, AppealRow, ReportRow } from './moderation-desk.repository';

// The desk's rows as the contracts (contracts/moderation.ts) send them.

type Members = Map<string, MemberSummary>;
const member = (members: Members, id: string | null) => (id ? (members.get(id) ?? null) : null);
const at = (value: Date | null) => (value ? toIso(value) : null);

/** The stored snapshot; a row written by other means than the reports service still reads (empty). */
function readEvidence(row: ReportRow): ReportEvidence {
  const parsed = reportEvidenceSchema.safeParse(row.evidence);
  if (parsed.success) return parsed.data;
  return {
    targetType: row.targetType as ReportTargetType,
    targetId: row.targetId,
    text: null,
    title: null,
    mediaUrls: [],
    authorId: row.targetUserId,
    authorName: null,
    containerId: null,
    createdAt: null,
    capturedAt: toIso(row.createdAt),
  };
}

/** The reporter as the desk names them: the member, the name a visitor gave, else 'visitor'. */
export function toModerationReport(row: ReportRow & { groupCount: number }, members: Members): ModerationReport {
  const reporter = member(members, row.reporterId);
  return {
    id: row.id,
    targetType: row.targetType as ReportTargetType,
    targetId: row.targetId,
    reason: row.reason as ReportReason,
    details: row.details,
    url: row.url,
    goodFaith: row.goodFaith,
    status: row.status as ReportStatus,
    reporter,
    reporterName: row.reporterName,
    reporterLabel: reporter?.displayName ?? row.reporterName ?? 'visitor',
    targetUser: member(members, row.targetUserId),
    evidence: readEvidence(row),
    createdAt: toIso(row.createdAt),
    count: row.groupCount,
  };
}

export function toUserReportSummary(row: ReportRow): UserReportSummary {
  return {
    id: row.id,
    targetType: row.targetType as ReportTargetType,
    targetId: row.targetId,
    reason: row.reason as ReportReason,
    status: row.status as ReportStatus,
    details: row.details,
    createdAt: toIso(row.createdAt),
    handledAt: at(row.handledAt),
  };
}

export function toModerationAction(row: ActionRow, members: Members): ModerationAction {
  return {
    id: row.id,
    actionType: row.actionType as ModerationActionType,
    targetUserId: row.targetUserId,
    targetUser: member(members, row.targetUserId),
    moderatorId: row.moderatorId,
    moderator: member(members, row.moderatorId),
    reportId: row.reportId,
    appealId: row.appealId,
    contentType: row.contentType,
    contentId: row.contentId,
    ground: row.ground,
    facts: row.facts,
    automated: row.automated,
    endsAt: at(row.endsAt),
    details: row.details ?? null,
    createdAt: toIso(row.createdAt),
  };
}

export function toModerationAppeal(row: AppealRow): ModerationAppeal {
  return {
    id: row.id,
    actionId: row.actionId,
    userId: row.userId,
    message: row.message,
    status: row.status as ModerationAppeal['status'],
    decidedAt: at(row.decidedAt),
    createdAt: toIso(row.createdAt),
  };
}

export function toModerationRejection(row: typeof moderationLogs.$inferSelect, members: Members): ModerationRejection {
  return {
    id: row.id,
    contentType: row.contentType,
    content: row.content,
    reasons: row.reasons,
    source: row.source,
    author: member(members, row.userId),
    pseudonym: row.pseudonym,
    createdAt: toIso(row.createdAt),
  };
}
