import {
  ENFORCEMENT_ACTION_TYPES,
  MODERATION_PAGE_SIZE,
  type EnforcementActionType,
  type MemberDecision,
  type ModeratedUserHistory,
  type ModerationActionInput,
  type ModerationAppealQueueItem,
  type ModerationCounters,
  type Role,
} from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { isUuid } from '../../lib/uuid';
import type { EventBus } from '../../lib/event-bus';
import { outcomeOf, type ReportOutcomes } from '../reports/report-outcomes';
import type { ModerationDecisions, Moderator } from './moderation-decisions';
import type { DeskUser, ModerationDeskRepository } from './moderation-desk.repository';
import { toModerationAction, toModerationAppeal, toModerationRejection, toModerationReport, toUserReportSummary } from './moderation-desk.views';
import { normaliseText } from './normalise-text';

export type { Moderator };

const QUEUE_LIMIT = 200;
const USER_SEARCH_LIMIT = 20;
const pageCount = (total: number) => Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE));
const withoutLanguage = ({ language: _language, ...user }: DeskUser) => user;

/**
 * The moderation desk: the reports queue, decisions and their audit log, members,
 * the extra moderation words and appeals. Routes check the role; this checks everything else.
 */
export function createModerationDeskService(deps: {
  repository: ModerationDeskRepository;
  decisions: ModerationDecisions;
  outcomes: ReportOutcomes;
  events: Pick<EventBus, 'emit'>;
}) {
  const { repository, decisions, outcomes } = deps;

  async function requireUser(id: string) {
    const found = await repository.findUser(id);
    if (!found) throw new AppError(404, 'reports.user_not_found');
    return found;
  }

  return {
    async reportQueue() {
      // Queue entries: one per reported target, with its number of pending reports.
      const [rows, counters] = await Promise.all([repository.pendingReports(QUEUE_LIMIT), repository.counters()]);
      const members = await repository.members(rows.flatMap((row) => [row.reporterId, row.targetUserId]));
      return { reports: rows.map((row) => toModerationReport(row, members)), ...counters };
    },

    /**
     * 'Résoudre' or 'Rejeter': a queue entry (the target's pending reports up to `id`) leaves the
     * queue once, whoever clicks how often, and each of its reporters is told once. Only a
     * resolution counts in `resolvedCount` (SPEC §4).
     */
    async decideReport(id: string, status: 'resolved' | 'dismissed', moderatorId: string): Promise<ModerationCounters & { id: string; status: typeof status }> {
      if (!isUuid(id)) throw new AppError(404, 'http.not_found');
      // The update decides; only a refused one needs telling apart a missing report from a decided one.
      const decided = await repository.decideReport(id, status, moderatorId);
      if (decided.length === 0) {
        throw (await repository.reportExists(id)) ? new AppError(409, 'moderation.report_not_pending') : new AppError(404, 'http.not_found');
      }
      await outcomes.tell(decided, outcomeOf({ status }), moderatorId);
      return { id, status, ...(await repository.counters()) };
    },

    async rejections(page: number) {
      const { rows, total } = await repository.rejections(page, MODERATION_PAGE_SIZE);
      const members = await repository.members(rows.map((row) => row.userId));
      return { rejections: rows.map((row) => toModerationRejection(row, members)), page, pageCount: pageCount(total), total };
    },

    async act(moderator: Moderator, input: ModerationActionInput) {
      const action = await decisions.decide(moderator, input);
      const members = await repository.members([action.targetUserId, action.moderatorId]);
      return { action: toModerationAction(action, members), ...(await repository.counters()) };
    },

    async actions(page: number) {
      const { rows, total } = await repository.actions(page, MODERATION_PAGE_SIZE);
      const members = await repository.members(rows.flatMap((row) => [row.targetUserId, row.moderatorId]));
      return { actions: rows.map((row) => toModerationAction(row, members)), page, pageCount: pageCount(total), total };
    },

    async searchUsers(query: string) {
      return { users: (await repository.searchUsers(query, USER_SEARCH_LIMIT)).map(withoutLanguage) };
    },

    async userHistory(id: string): Promise<ModeratedUserHistory> {
      const user = await requireUser(id);
      const [against, made, actions] = await Promise.all([repository.reportsAgainst(id), repository.reportsMade(id), repository.actionsOn(id)]);
      const members = await repository.members(actions.flatMap((row) => [row.targetUserId, row.moderatorId]));
      return {
        user: withoutLanguage(user),
        reportsAgainst: against.map(toUserReportSummary),
        reportsMade: made.map(toUserReportSummary),
        actions: actions.map((row) => toModerationAction(row, members)),
      };
    },

    /** Admins only (the route checks); an admin cannot demote themselves (the last admin stays). */
    async changeRole(admin: Moderator, id: string, role: Role) {
      if (id === admin.id && role !== 'admin') throw new AppError(403, 'moderation.self_action');
      const user = await requireUser(id);
      if (user.role !== role) {
        await repository.setRole(id, role);
        const action = await repository.insertAction({
          actionType: 'role_change',
          targetUserId: id,
          moderatorId: admin.id,
          ground: 'Gestion des rôles',
          facts: `${user.role} → ${role}`,
          automated: false,
          details: { from: user.role, to: role },
        });
        decisions.announce(action);
      }
      return { user: withoutLanguage(await requireUser(id)) };
    },

    async lift(moderator: Moderator, id: string, kind: 'ban' | 'mute', note?: string) {
      return { user: withoutLanguage(await decisions.lift(moderator, id, kind, note)) };
    },

    // --- extra moderation words ------------------------------------------------------------------
    async words() {
      const rows = await repository.words();
      return { words: rows.map((row) => ({ language: row.language as 'fr' | 'en' | 'es', word: row.word, createdAt: row.createdAt.toISOString() })) };
    },

    /** Stored in the engine's own form, so it matches as its lists do (whole words, accents folded). */
    async addWord(moderatorId: string, language: 'fr' | 'en' | 'es', rawWord: string) {
      const word = normaliseText(rawWord).trim();
      if (!word) throw new AppError(400, 'moderation.word_invalid');
      const row = await repository.addWord({ language, word, createdBy: moderatorId });
      deps.events.emit('moderation.words-changed', { at: new Date().toISOString() });
      return { word: { language, word: row.word, createdAt: row.createdAt.toISOString() } };
    },

    async removeWord(language: string, rawWord: string) {
      const removed = (await repository.removeWord(language, rawWord)) || (await repository.removeWord(language, normaliseText(rawWord).trim()));
      if (!removed) throw new AppError(404, 'http.not_found');
      deps.events.emit('moderation.words-changed', { at: new Date().toISOString() });
      return { ok: true as const };
    },

    // --- appeals ---------------------------------------------------------------------------------
    /** The member's own decisions (statements of reasons) and whether they may still appeal. */
    async memberDecisions(userId: string): Promise<{ decisions: MemberDecision[] }> {
      const actions = await repository.actionsOn(userId, ENFORCEMENT_ACTION_TYPES);
      const appeals = new Map((await repository.appealsFor(actions.map((row) => row.id))).map((row) => [row.actionId, row]));
      return {
        decisions: actions.map((row) => {
          const appeal = appeals.get(row.id);
          return {
            id: row.id,
            actionType: row.actionType as EnforcementActionType,
            contentType: row.contentType,
            contentId: row.contentId,
            ground: row.ground,
            facts: row.facts,
            automated: row.automated,
            endsAt: row.endsAt?.toISOString() ?? null,
            createdAt: row.createdAt.toISOString(),
            appeal: appeal ? toModerationAppeal(appeal) : null,
            canAppeal: !appeal,
          };
        }),
      };
    },

    /**
     * What a refused sign-in's appeal token names: the banned member and their latest ban. Only
     * called once Better Auth checked the password (the ban refusal comes after it).
     */
    async latestBan(email: string) {
      return repository.latestBanByEmail(email.trim().toLowerCase());
    },

    /** Once per decision (the unique index decides between concurrent tries). */
    async appeal(userId: string, actionId: string, message: string) {
      const action = isUuid(actionId) ? await repository.findAction(actionId) : null;
      if (!action || action.targetUserId !== userId || !(ENFORCEMENT_ACTION_TYPES as readonly string[]).includes(action.actionType)) {
        throw new AppError(404, 'moderation.action_not_found');
      }
      try {
        return { appeal: toModerationAppeal(await repository.insertAppeal({ actionId, userId, message })) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'moderation.appeal_exists');
        throw error;
      }
    },

    async pendingAppeals(): Promise<{ appeals: ModerationAppealQueueItem[] }> {
      const rows = await repository.pendingAppeals();
      const actions = new Map((await repository.findActions(rows.map((row) => row.actionId))).map((action) => [action.id, action]));
      const members = await repository.members([...rows.map((row) => row.userId), ...[...actions.values()].map((action) => action.moderatorId)]);
      return {
        appeals: rows
          .filter((row) => actions.has(row.actionId))
          .map((row) => ({ ...toModerationAppeal(row), user: members.get(row.userId) ?? null, action: toModerationAction(actions.get(row.actionId)!, members) })),
      };
    },

    /** Decided by a moderator other than the one who took the decision; a reversal lifts the restriction. */
    async decideAppeal(moderator: Moderator, appealId: string, outcome: 'upheld' | 'reversed', note: string) {
      const appeal = isUuid(appealId) ? await repository.findAppeal(appealId) : null;
      const action = appeal ? await repository.findAction(appeal.actionId) : null;
      if (!appeal || !action || appeal.status !== 'pending') throw new AppError(404, 'moderation.appeal_not_found');
      if (action.moderatorId === moderator.id) throw new AppError(403, 'moderation.appeal_same_moderator');
      const target = await decisions.requireTarget(moderator, appeal.userId);
      const decided = await repository.decideAppeal(appealId, outcome, moderator.id);
      if (!decided) throw new AppError(404, 'moderation.appeal_not_found');
      if (outcome === 'reversed' && action.actionType === 'ban') await repository.unban(target.id);
      if (outcome === 'reversed' && action.actionType === 'mute') await repository.setMutedUntil(target.id, null);
      const audit = await repository.insertAction({
        actionType: outcome === 'upheld' ? 'appeal_upheld' : 'appeal_reversed',
        targetUserId: target.id,
        moderatorId: moderator.id,
        appealId,
        contentType: action.contentType,
        contentId: action.contentId,
        ground: action.ground,
        facts: note,
        automated: false,
        details: { actionId: action.id, originalType: action.actionType },
      });
      await decisions.sendStatement(target, audit, outcome === 'upheld' ? 'appeal_upheld' : 'appeal_reversed', note);
      decisions.announce(audit);
      return { appeal: toModerationAppeal(decided) };
    },
  };
}

export type ModerationDeskService = ReturnType<typeof createModerationDeskService>;
