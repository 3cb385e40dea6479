import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Spinner } from '@/components/ui/spinner';
import { useAiLogs } from '../api/get-ai-logs';
import { useAiStats } from '../api/get-ai-stats';
import { isAccessRefusal } from '@/lib/api/access-refusal';
import { AccessRefused } from '@/components/access-refused';
import { AiStatsCards } from './ai-stats-cards';
import { AutopilotLaunchButton } from './autopilot-launch-button';
import { AutopilotLogList } from './autopilot-log-list';

/**
 * /ai-control: AutoPilot's launch, the activity figures and the recent runs, for admins
 * (the server decides: anyone else reads its 403). SPEC §8: a figure or log failure is only logged.
 */
export function AiControlCentre() {
  const { t } = useTranslation();
  const stats = useAiStats();
  const logs = useAiLogs();

  useEffect(() => {
    if (stats.error && !isAccessRefusal(stats.error)) console.error('AI control figures failed to load', stats.error);
  }, [stats.error]);
  useEffect(() => {
    if (logs.error && !isAccessRefusal(logs.error)) console.error('AutoPilot logs failed to load', logs.error);
  }, [logs.error]);

  const refusal = [stats.error, logs.error].find(isAccessRefusal);
  if (refusal) return <AccessRefused error={refusal} />;
  if (stats.isPending && logs.isPending) return <Spinner label={t('aiControl.loading')} />;

  return (
    <>
      <div className="mt-6 flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-2xl text-muted-foreground">{t('aiControl.autopilot.description')}</p>
        <AutopilotLaunchButton />
      </div>
      <AiStatsCards stats={stats.data} />
      <AutopilotLogList logs={logs.data ?? []} />
    </>
  );
}
