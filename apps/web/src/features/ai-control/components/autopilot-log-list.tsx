import { LIMITS, type AiManagementLog, type AutopilotPriority } from '@la-meute/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useFullDate, useRelativeTime } from '@/lib/i18n/use-relative-time';
import { cn } from '@/lib/dom/utils';

const PRIORITY_STYLES: Record<AutopilotPriority, string> = {
  high: 'border-destructive/40 bg-destructive/10 text-destructive',
  medium: 'border-amber-600/40 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  low: 'border-border bg-muted text-foreground',
};

function LogEntry({ log }: { log: AiManagementLog }) {
  const { t } = useTranslation();
  const relativeTime = useRelativeTime();
  const fullDate = useFullDate();
  const shown = log.aiDecisions.slice(0, LIMITS.aiLogDecisionsShown);
  const hidden = log.aiDecisions.length - shown.length;
  return (
    <li className="rounded-xl border bg-card p-4 shadow-sm">
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
        <time dateTime={log.createdAt} title={fullDate(log.createdAt)}>
          {relativeTime(log.createdAt)}
        </time>
        <span aria-hidden="true">·</span>
        <span>{t(log.triggeredBy === 'schedule' ? 'aiControl.logs.scheduled' : 'aiControl.logs.manual')}</span>
        <span aria-hidden="true">·</span>
        <span>{t(`aiControl.logs.source.${log.source}`)}</span>
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold">{t('aiControl.logs.decisions')}</h3>
          <ul className="mt-2 flex flex-col gap-1.5">
            {shown.map((decision) => (
              <li key={decision.action} className="flex flex-wrap items-center gap-2 text-sm">
                <span className={cn('rounded-full border px-2 py-0.5 text-xs font-medium', PRIORITY_STYLES[decision.priority])}>
                  {t(`aiControl.priority.${decision.priority}`)}
                </span>
                <span>{t(`aiControl.action.${decision.action}`)}</span>
              </li>
            ))}
          </ul>
          {hidden > 0 ? <p className="mt-1 text-xs text-muted-foreground">{t('aiControl.logs.moreDecisions', { count: hidden })}</p> : null}
        </div>
        <div>
          <h3 className="text-sm font-semibold">{t('aiControl.logs.executed')}</h3>
          {log.executedActions.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('aiControl.logs.noneExecuted')}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-1.5">
              {log.executedActions.map((executed) => (
                <li key={executed.action} className="flex items-center gap-2 text-sm">
                  {executed.success ? (
                    <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
                  ) : (
                    <XCircle aria-hidden="true" className="size-4 text-destructive" />
                  )}
                  <span>{t(`aiControl.action.${executed.action}`)}</span>
                  <span className="sr-only">{t(executed.success ? 'aiControl.logs.succeeded' : 'aiControl.logs.failed')}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

/** SPEC §9: the 10 newest runs, each with its first 3 decisions and what it executed. */
export function AutopilotLogList({ logs }: { logs: AiManagementLog[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ai-logs-title" className="mt-10">
      <h2 id="ai-logs-title" className="text-xl font-semibold tracking-tight">
        {t('aiControl.logs.title')}
      </h2>
      {logs.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t('aiControl.logs.empty')}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {logs.map((log) => (
            <LogEntry key={log.id} log={log} />
          ))}
        </ol>
      )}
    </section>
  );
}
