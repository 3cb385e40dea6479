import {
  DEFAULT_NOTIFICATION_TIME_ZONE,
  DIGEST_FREQUENCIES,
  type NotificationPreferences,
} from '@la-meute/shared';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { withRenderedValues } from '@/lib/forms/rendered-values';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useNotificationPreferences } from '../api/get-preferences';
import { useSaveNotificationPreferences } from '../api/save-preferences';
import { ChannelSwitches } from './channel-switches';
import { PushDeviceSetting } from './push-device-setting';
import { QuietHoursField } from './quiet-hours-field';
import { TimeZoneSelect } from './time-zone-select';

// The shared schema (and zod) load on the first submission (ADR 011); the server parses the same one.
const resolver = lazyZodResolver<NotificationPreferences>(() => import('@la-meute/shared').then((shared) => shared.notificationPreferencesSchema));

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The saved preferences as the form starts: a member who never chose a zone gets the browser's. */
function formValues(saved: NotificationPreferences): NotificationPreferences {
  const zone = saved.timeZone === DEFAULT_NOTIFICATION_TIME_ZONE ? browserTimeZone() : null;
  return zone ? { ...saved, timeZone: zone } : saved;
}

/** The profile's 'Notifications' section: what reaches the member, where, when, and push here. */
export function NotificationPreferencesSection() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  return (
    <section aria-labelledby="notification-preferences-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <header className="grid gap-1">
        <h2 id="notification-preferences-title" className="text-xl font-semibold">
          {t('notifications.prefs.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('notifications.prefs.subtitle')}</p>
      </header>
      {preferences.isPending ? (
        <Spinner label={t('notifications.prefs.loading')} className="py-8" />
      ) : preferences.isError ? (
        <LoadError quiet title={t('notifications.prefs.loadError')} onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />
      ) : (
        <PreferencesForm saved={preferences.data} />
      )}
      <PushDeviceSetting />
    </section>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation();
  const save = useSaveNotificationPreferences();
  const onInvalid = useInvalidFormToast('notifications.prefs.invalid');
  const defaults = useMemo(() => formValues(saved), [saved]);
  const form = useForm<NotificationPreferences>({ resolver, defaultValues: defaults });
  // Rendered on the server with the profile page: the switches and choices carry their values there.
  const fields = withRenderedValues(form);
  const { reset } = form;
  useEffect(() => reset(defaults), [defaults, reset]);

  const submit = form.handleSubmit((values) => {
    // On failure the form keeps what the member chose: only the toast says what went wrong.
    save.mutate(values, {
      onSuccess: () => toast({ title: t('notifications.prefs.saved') }),
      onError: (error) => toast({ title: t('notifications.prefs.saveFailed'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }, onInvalid);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      <ChannelSwitches register={fields.register} />
      <QuietHoursField form={fields} />

      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor="notification-time-zone">{t('notifications.prefs.timeZone')}</Label>
        <TimeZoneSelect id="notification-time-zone" current={defaults.timeZone} {...fields.register('timeZone')} />
      </div>

      <Controller
        control={form.control}
        name="messagesFrom"
        render={({ field }) => (
          <SwitchField
            id="notification-messages-from"
            label={t('notifications.prefs.messagesFrom')}
            hint={t('notifications.prefs.messagesFromHint')}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            checked={field.value === 'connections'}
            onChange={(event) => field.onChange(event.target.checked ? 'connections' : 'everyone')}
          />
        )}
      />

      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor="notification-digest">{t('notifications.prefs.digest')}</Label>
        <Select id="notification-digest" {...fields.register('digest')}>
          {DIGEST_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`notifications.prefs.digest.${frequency}`)}
            </option>
          ))}
        </Select>
      </div>

      <Button type="submit" disabled={save.isPending} className="justify-self-end">
        {save.isPending ? t('notifications.prefs.saving') : t('notifications.prefs.save')}
      </Button>
    </form>
  );
}
