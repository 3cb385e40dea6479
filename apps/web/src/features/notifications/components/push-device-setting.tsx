import { BellOff, BellRing } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { usePushConfig } from '../api/get-push-config';
import { isPushSupported, PushSetupError, usePushDevice } from '../hooks/use-push-device';

const subscribeToNothing = () => () => {};

/**
 * Web push on this device. Nothing is asked of the browser until the member clicks (never on
 * page load); each failure says what to do (another browser, the site's permission).
 */
export function PushDeviceSetting() {
  const { t } = useTranslation();
  const config = usePushConfig();
  const { subscribed, enable, disable } = usePushDevice();
  // The server renders without a browser: its answer (false) while hydrating, then the browser's.
  const supported = useSyncExternalStore(subscribeToNothing, isPushSupported, () => false);
  const unavailable = config.data?.publicKey === null;
  const working = enable.isPending || disable.isPending;

  function failureText(error: unknown): string {
    return error instanceof PushSetupError ? t(`notifications.push.${error.reason}`) : getErrorMessage(t, error);
  }

  function turnOn() {
    enable.mutate(config.data?.publicKey ?? null, {
      onSuccess: () => toast({ title: t('notifications.push.enabled') }),
      onError: (error) => toast({ title: t('notifications.push.failed'), description: failureText(error), variant: 'destructive' }),
    });
  }

  function turnOff() {
    disable.mutate(undefined, {
      onSuccess: () => toast({ title: t('notifications.push.disabled') }),
      onError: (error) => toast({ title: t('notifications.push.failed'), description: failureText(error), variant: 'destructive' }),
    });
  }

  const status = !supported
    ? t('notifications.push.unsupported')
    : unavailable
      ? t('notifications.push.unavailable')
      : subscribed
        ? t('notifications.push.on')
        : t('notifications.push.off');

  return (
    <section aria-labelledby="push-device-title" className="grid gap-3 rounded-lg border bg-background/60 p-4">
      <h3 id="push-device-title" className="font-medium">
        {t('notifications.push.title')}
      </h3>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {status}
      </p>
      {supported && !unavailable ? (
        subscribed ? (
          <Button type="button" variant="outline" className="justify-self-start" onClick={turnOff} disabled={working}>
            <BellOff aria-hidden="true" />
            {working ? t('notifications.push.working') : t('notifications.push.disable')}
          </Button>
        ) : (
          <Button type="button" className="justify-self-start" onClick={turnOn} disabled={working || config.isPending}>
            <BellRing aria-hidden="true" />
            {working ? t('notifications.push.working') : t('notifications.push.enable')}
          </Button>
        )
      ) : null}
    </section>
  );
}
