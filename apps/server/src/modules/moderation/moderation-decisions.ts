import type { ModerationActionInput, RemovableContentType, Role } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '../../lib/uuid';
import type { NotificationsService } from '../notifications/notifications.service';
import { outcomeOf, type ReportOutcomes } from '../reports/report-outcomes';
import type { ReportsRepository } from '../reports/reports.repository';
import type { ActionRow, DeskUser, ModerationDeskRepository } from './moderation-desk.repository';
import { statementOfReasons, type Restriction } from './moderation-mails';

/** Who decides: the signed-in moderator or admin. */
export interface Moderator {
  id: string;
  role: Role;
}

/**
 * Each kind of content is removed by the feature that owns it, which keeps its counters and
 * announces the removal as it would its author's own; false when the content was already gone.
 */
export type ContentRemovers = Record<RemovableContentType, (id: string, moderator: Moderator) => Promise<boolean>>;

const HOUR_MS = 60 * 60 * 1000;
const now = () => new Date().toISOString();

/**
 * The decisions a moderator takes against a member, enforced at once: warning, mute,
 * ban, deletion. Each writes its audit row with the DSA Art. 17 statement of reasons and sends it
 * to the member by notification and mail.
 */
export function createModerationDecisions(deps: {
  repository: ModerationDeskRepository;
  /** The reported content as it is now: its author, its container and the text shown. */
  evidence: Pick<ReportsRepository, 'readEvidence'>;
  removers: ContentRemovers;
  outcomes: ReportOutcomes;
  notifications: Pick<NotificationsService, 'notify'>;
  events: Pick<EventBus, 'emit'>;
}) {
  const { repository, outcomes, evidence: contents } = deps;

  /** The target member, or 404; a moderator may not act on themselves nor (unless admin) on an admin. */
  async function requireTarget(moderator: Moderator, userId: string): Promise<DeskUser> {
    if (userId === moderator.id) throw new AppError(403, 'moderation.self_action');
    const target = await repository.findUser(userId);
    if (!target) throw new AppError(404, 'reports.user_not_found');
    if (target.role === 'admin' && moderator.role !== 'admin') throw new AppError(403, 'auth.forbidden');
    return target;
  }

  async function sendStatement(target: DeskUser, action: ActionRow, restriction: Restriction, note?: string) {
    const mail = statementOfReasons({
      language: target.language,
      restriction,
      facts: action.facts,
      ground: action.ground,
      automated: action.automated,
      endsAt: action.endsAt,
      note,
    });
    await deps.notifications.notify({
      userId: target.id,
      kind: restriction.startsWith('appeal_') ? 'moderation.appeal-decided' : 'moderation.decision',
      data: {
        actionId: action.id,
        actionType: action.actionType,
        ground: action.ground,
        facts: action.facts,
        automated: action.automated,
        endsAt: action.endsAt ? action.endsAt.toISOString() : null,
      },
      mail,
    });
  }

  function announce(action: ActionRow) {
    deps.events.emit('moderation.decided', {
      actionId: action.id,
      actionType: action.actionType,
      targetUserId: action.targetUserId,
      moderatorId: action.moderatorId,
      at: now(),
    });
  }

  return {
    sendStatement,
    announce,
    requireTarget,

    async decide(moderator: Moderator, input: ModerationActionInput & { ground: string; facts: string }): Promise<ActionRow> {
      const target = await requireTarget(moderator, input.userId);
      if (input.reportId && !(isUuid(input.reportId) && (await repository.reportExists(input.reportId)))) throw new AppError(404, 'http.not_found');
      let endsAt: Date | null = null;
      const details: Record<string, unknown> = {};
      if (input.type === 'delete') {
        const { contentType, contentId } = input as Required<Pick<ModerationActionInput, 'contentType' | 'contentId'>>;
        const evidence = await contents.readEvidence(contentType, contentId, { userId: moderator.id, moderator: true });
        if (!evidence) throw new AppError(404, 'reports.target_not_found');
        // The decision names the member the content is theirs: anything else is a mistake.
        if (evidence.authorId !== target.id) throw new AppError(400, 'validation.invalid');
        if (!(await deps.removers[contentType](contentId, moderator))) throw new AppError(404, 'reports.target_not_found');
        details.evidence = evidence;
        deps.events.emit('content.removed', { contentType, contentId, containerId: evidence.containerId, authorId: target.id, at: now() });
      } else if (input.type === 'mute') {
        endsAt = new Date(Date.now() + (input.durationHours ?? 1) * HOUR_MS);
        details.durationHours = input.durationHours;
        await repository.setMutedUntil(target.id, endsAt);
        deps.events.emit('member.muted', { userId: target.id, until: endsAt.toISOString(), at: now() });
      } else if (input.type === 'ban') {
        await repository.ban(target.id);
        // Closes their sockets and forgets their cached sessions on every instance.
        deps.events.emit('member.signed-out', { userId: target.id, at: now() });
        deps.events.emit('member.banned', { userId: target.id, at: now() });
      }
      const action = await repository.insertAction({
        actionType: input.type,
        targetUserId: target.id,
        moderatorId: moderator.id,
        reportId: input.reportId ?? null,
        contentType: input.type === 'delete' ? input.contentType : null,
        contentId: input.type === 'delete' ? input.contentId : null,
        ground: input.ground,
        facts: input.facts,
        automated: false,
        endsAt,
        details,
      });
      // The report's whole queue entry is resolved by the decision; its reporters hear of it after the author.
      const decided = input.reportId ? await repository.decideReport(input.reportId, 'resolved', moderator.id) : [];
      await sendStatement(target, action, input.type);
      await outcomes.tell(decided, outcomeOf({ status: 'resolved', actionType: input.type }), moderator.id);
      announce(action);
      return action;
    },

    /** Unban or unmute, audited. */
    async lift(moderator: Moderator, userId: string, kind: 'ban' | 'mute', note?: string): Promise<DeskUser> {
      const target = await requireTarget(moderator, userId);
      if (kind === 'ban') await repository.unban(target.id);
      else await repository.setMutedUntil(target.id, null);
      const action = await repository.insertAction({
        actionType: kind === 'ban' ? 'unban' : 'unmute',
        targetUserId: target.id,
        moderatorId: moderator.id,
        ground: kind === 'ban' ? 'Levée du bannissement' : 'Levée de la mise en sourdine',
        facts: note || '—',
        automated: false,
      });
      announce(action);
      return (await repository.findUser(target.id))!;
    },
  };
}

export type ModerationDecisions = ReturnType<typeof createModerationDecisions>;
