import { RESPONSE_TIMES, type createReportInputSchema, type ReportCreated, type ReportEvidence } from '@la-meute/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { reportAcknowledgementMail } from '../moderation/moderation-mails';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus';
import type { RateLimits } from '../../lib/rate-limit';
import type { Mailer } from '../mail/mailer';
import type { ReportsRepository } from './reports.repository';

/** Who reports: a member (by id) or a visitor; `ip` keys the visitor's budget. */
export interface Reporter {
  userId: string | null;
  ip: string;
  language?: string;
}

/** 10 reports per 10 minutes, per address and per member: enough to report a raid, not to flood the desk. */
const REPORTS_PER_WINDOW = { points: 10, durationS: 10 * 60 };

/**
 * 'Signaler' (DSA Art. 16): checks the content exists and the reporter may see it (a private
 * message only by a participant), keeps its evidence as it is now, acknowledges the report.
 */
export function createReportsService(deps: {
  repository: ReportsRepository;
  rateLimits: RateLimits;
  events: Pick<EventBus, 'emit'>;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}) {
  const { repository } = deps;
  const byIp = deps.rateLimits.create({ name: 'reports-by-ip', ...REPORTS_PER_WINDOW });
  const byMember = deps.rateLimits.create({ name: 'reports-by-member', ...REPORTS_PER_WINDOW });

  return {
    async create(reporter: Reporter, input: z.output<typeof createReportInputSchema>): Promise<ReportCreated> {
      await byIp.consume(reporter.ip);
      if (reporter.userId) await byMember.consume(reporter.userId);
      const found = await repository.readEvidence(input.targetType, input.targetId, { userId: reporter.userId, moderator: false });
      if (!found) throw new AppError(404, 'reports.target_not_found');
      const evidence: ReportEvidence = { targetType: input.targetType, targetId: input.targetId, ...found, capturedAt: new Date().toISOString() };
      const reporterEmail = input.reporterEmail || null;
      const id = await repository.insertReport({
        targetType: input.targetType,
        targetId: input.targetId,
        targetUserId: found.authorId,
        reporterId: reporter.userId,
        reason: input.reason,
        details: input.details || null,
        url: input.url || null,
        reporterName: input.reporterName || null,
        reporterEmail,
        // Kept only to answer a visitor by mail: a member is answered in their profile's language.
        reporterLanguage: reporterEmail && !reporter.userId ? (reporter.language ?? null) : null,
        goodFaith: input.goodFaith,
        evidence,
      });
      deps.events.emit('report.created', { reportId: id, targetType: input.targetType, targetUserId: found.authorId, at: new Date().toISOString() });
      // DSA Art. 16(4): the notice's sender gets an acknowledgement of receipt without delay.
      if (reporterEmail) {
        await deps.mailer
          .send(reportAcknowledgementMail({ to: reporterEmail, reportId: id, language: reporter.language, hours: RESPONSE_TIMES.reportsWorkingHours }))
          .catch((error: unknown) => deps.logger.error({ err: error }, 'Report acknowledgement mail failed'));
      }
      return { id, status: 'pending', handledWithinHours: RESPONSE_TIMES.reportsWorkingHours };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
