import type { ModerationReportQueue } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useDecideReport, type ReportDecision } from '../api/decide-report';
import { AppealsQueue } from './appeals-queue';
import type { DecisionTarget } from './decision-dialog';
import { RejectionsQueue } from './rejections-queue';
import { ReportCard } from './report-card';

type ReportsTabProps = { viewerId: string | null; queue: ModerationReportQueue; onDecide: (target: DecisionTarget) => void };

/** SPEC §4: pending reports only, 'Résoudre' / 'Rejeter', then the automatic refusals and the appeals. */
export function ReportsTab({ viewerId, queue, onDecide }: ReportsTabProps) {
  const { t } = useTranslation();
  const decide = useDecideReport(viewerId);

  function handle(id: string, decision: ReportDecision) {
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast({ title: t(decision === 'resolve' ? 'moderation.report.resolved' : 'moderation.report.dismissed') }),
        onError: (error) => toast({ title: t('moderation.report.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="grid gap-10">
      <section aria-labelledby="moderation-reports-title" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="moderation-reports-title" className="text-xl font-semibold">
            {t('moderation.reports.title')}
          </h2>
          <p className="flex gap-4 text-sm text-muted-foreground">
            <span role="status">{t('moderation.reports.pending', { count: queue.pendingCount })}</span>
            <span>{t('moderation.reports.resolvedCount', { count: queue.resolvedCount })}</span>
          </p>
        </div>
        {queue.reports.length === 0 ? (
          <p className="rounded-lg bg-muted/40 px-4 py-8 text-center text-muted-foreground">{t('moderation.reports.empty')}</p>
        ) : (
          <ul className="grid gap-4">
            {queue.reports.map((report) => (
              <li key={report.id}>
                <ReportCard
                  report={report}
                  busy={decide.isPending && decide.variables.id === report.id}
                  onResolve={() => handle(report.id, 'resolve')}
                  onDismiss={() => handle(report.id, 'dismiss')}
                  onDecide={onDecide}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <AppealsQueue viewerId={viewerId} />
      <RejectionsQueue viewerId={viewerId} />
    </div>
  );
}
