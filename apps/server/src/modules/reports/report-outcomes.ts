import { type ReportOutcome } from '@la-meute/shared';
import { plainTextMail } from '../mail/plain-text-mail';
import type { DecidedReport } from '../moderation/moderation-desk.repository';
import { notificationUrl } from '../notifications/notification-delivery';
import { describeNotification, toUiLanguage } from '../notifications/notification-texts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import type { NotificationsService } from '../notifications/notifications.service';

/** The /legal/dsa section that spells out the complaint, the out-of-court bodies and the courts. */
export const REPORT_REDRESS_LINK = '/legal/dsa#reclamations';

/** What a decision means for the reporter: a deletion removed the content, another measure acted on its author. */
export function outcomeOf(decision: { status: 'resolved' | 'dismissed'; actionType?: string | null }): ReportOutcome {
  if (decision.status === 'dismissed') return 'dismissed';
  if (decision.actionType === 'delete') return 'removed';
  return decision.actionType ? 'actioned' : 'resolved';
}

/**
 * DSA Art. 16(5): whoever reported hears of the decision and of the redress open to them, once
 * per person however many of the decided reports were theirs. A member through the one
 * notifications service (their preferences apply); a visitor only by the mail they gave in the
 * notice, in the language they reported in, else nobody can be told. The moderator who
 * decided is not told of their own decision. A failure is logged: the decision stands.
 */
export function createReportOutcomes(deps: {
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** The site's address, its name and the operator's contact address, as configured. */
  site: { appUrl: string; name: string; contactEmail: string };
}) {
  const { contactEmail } = deps.site;

  return {
    async tell(decided: DecidedReport[], outcome: ReportOutcome, moderatorId: string): Promise<void> {
      const members = new Map<string, DecidedReport>();
      const visitors = new Map<string, DecidedReport>();
      for (const report of decided) {
        if (report.reporterId) {
          if (report.reporterId !== moderatorId && !members.has(report.reporterId)) members.set(report.reporterId, report);
        } else if (report.reporterEmail) {
          const address = report.reporterEmail.trim().toLowerCase();
          if (!visitors.has(address)) visitors.set(address, report);
        }
      }
      const dataOf = (report: DecidedReport) => ({ reportId: report.id, targetType: report.targetType, outcome, contactEmail });

      for (const [userId, report] of members) {
        await deps.notifications
          .notify({ userId, kind: 'report.decided', data: dataOf(report), link: REPORT_REDRESS_LINK })
          .catch((error: unknown) => deps.logger.error({ err: error, reportId: report.id }, 'Report outcome notification failed'));
      }
      for (const [address, report] of visitors) {
        const language = toUiLanguage(report.reporterLanguage);
        const text = describeNotification({ kind: 'report.decided', data: dataOf(report), actor: null }, language);
        const link = notificationUrl(deps.site.appUrl, REPORT_REDRESS_LINK, language);
        const body = [text.body, `(${report.id})`, '', text.details ?? '', '', link].join('\n');
        await deps.mailer
          .send(plainTextMail({ to: address, subject: `${text.title} – ${deps.site.name}`, text: body, link }))
          .catch((error: unknown) => deps.logger.error({ err: error, reportId: report.id }, 'Report outcome mail failed'));
      }
    },
  };
}

export type ReportOutcomes = ReturnType<typeof createReportOutcomes>;
