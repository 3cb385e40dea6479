import { Bot, LoaderCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { isApiRequestError } from '@/lib/api/api-client';
import { useRunAutopilot } from '../api/run-autopilot';

/**
 * SPEC §4/§8 AutoPilot: the button is disabled with a spinner while the run lasts; success says
 * 'AI AutoPilot Activated' with how many actions ran, failure 'Error' / 'Failed to run AI AutoPilot'.
 */
export function AutopilotLaunchButton() {
  const { t } = useTranslation();
  const run = useRunAutopilot();

  const launch = () =>
    run.mutate(undefined, {
      onSuccess: (result) => toast({ title: t('aiControl.toast.success'), description: t('aiControl.toast.executed', { count: result.executedActions }) }),
      onError: (error) => {
        console.error('AI AutoPilot run failed', error);
        // Another run in progress says so; any other failure is SPEC §8's message.
        const running = isApiRequestError(error) && error.code === 'autopilot.running';
        toast({ title: t('aiControl.toast.error'), description: t(running ? 'errors.autopilot.running' : 'aiControl.toast.failed'), variant: 'destructive' });
      },
    });

  return (
    <Button size="lg" onClick={launch} disabled={run.isPending} aria-busy={run.isPending}>
      {run.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Bot aria-hidden="true" />}
      {run.isPending ? t('aiControl.running') : t('aiControl.launch')}
    </Button>
  );
}
