import { REMOVABLE_CONTENT_TYPES, type ModerationReport, type RemovableContentType } from '@la-meute/shared';
import { Check, Gavel, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useFullDate } from '@/lib/i18n/use-relative-time';
import { memberName } from '../lib/member-name';
import type { DecisionTarget } from './decision-dialog';

type ReportCardProps = {
  report: ModerationReport;
  busy: boolean;
  onResolve: () => void;
  onDismiss: () => void;
  onDecide: (target: DecisionTarget) => void;
};

const isRemovable = (type: string): type is RemovableContentType => (REMOVABLE_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * One queue entry: what was reported and why (its newest report), how many reports it gathers, by
 * whom, the content as it was, and the decisions, which apply to all of its reports.
 */
export function ReportCard({ report, busy, onResolve, onDismiss, onDecide }: ReportCardProps) {
  const { t } = useTranslation();
  const fullDate = useFullDate();
  const { evidence } = report;
  const target = report.targetUser;
  const authorLabel = target ? memberName(target, t('moderation.unknownMember')) : (evidence.authorName ?? t('moderation.unknownMember'));

  return (
    <article aria-label={t('moderation.report.label', { reason: t(`report.reason.${report.reason}`), name: authorLabel })} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-destructive/10 px-2 py-0.5 font-medium text-destructive">{t(`report.reason.${report.reason}`)}</span>
        <span className="rounded-full border px-2 py-0.5 text-muted-foreground">{t(`moderation.targetType.${report.targetType}`)}</span>
        {/* One entry per reported item: the same content reported ten times is decided once. */}
        {report.count > 1 ? <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">{t('moderation.report.count', { count: report.count })}</span> : null}
        <time dateTime={report.createdAt} className="text-muted-foreground">
          {fullDate(report.createdAt)}
        </time>
      </header>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t('moderation.report.reporter')}</dt>
          <dd className="font-medium">{report.reporter ? memberName(report.reporter, report.reporterLabel) : report.reporterLabel === 'visitor' ? t('moderation.report.visitor') : report.reporterLabel}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t('moderation.report.target')}</dt>
          <dd className="font-medium">{authorLabel}</dd>
        </div>
      </dl>
      {report.details ? (
        <p className="whitespace-pre-wrap break-words text-sm">
          <span className="font-medium">{t('moderation.report.details')} </span>
          {report.details}
        </p>
      ) : null}
      {report.url ? (
        <p className="break-all text-sm">
          <span className="font-medium">{t('moderation.report.url')} </span>
          <a href={report.url} className="text-primary underline-offset-4 hover:underline" rel="noopener noreferrer" target="_blank">
            {report.url}
          </a>
        </p>
      ) : null}
      {report.reason === 'illegal' ? <p className="text-xs text-muted-foreground">{t(report.goodFaith ? 'moderation.report.goodFaith' : 'moderation.report.noGoodFaith')}</p> : null}
      <figure className="grid gap-1 rounded-lg bg-muted/50 p-3 text-sm">
        <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {t('moderation.report.evidence', { date: fullDate(evidence.capturedAt) })}
        </figcaption>
        {evidence.title ? <p className="font-semibold">{evidence.title}</p> : null}
        {evidence.text ? <blockquote className="whitespace-pre-wrap break-words">{evidence.text}</blockquote> : null}
        {evidence.mediaUrls.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {evidence.mediaUrls.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
                  {t('moderation.report.media', { number: index + 1 })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </figure>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={onResolve}>
          <Check aria-hidden="true" />
          {t('moderation.report.resolve')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onDismiss}>
          <X aria-hidden="true" />
          {t('moderation.report.dismiss')}
        </Button>
        {target ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              onDecide({
                key: `report-${report.id}`,
                userId: target.id,
                userName: authorLabel,
                reportId: report.id,
                content: isRemovable(report.targetType) ? { type: report.targetType, id: report.targetId } : undefined,
              })
            }
          >
            <Gavel aria-hidden="true" />
            {t('moderation.report.decide')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
