import type { NotificationPreferences } from '@la-meute/shared';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SwitchField } from '@/components/ui/switch-field';
import { issueText } from '@/lib/forms/form-error-text';

const DEFAULT_HOURS = { start: '22:00', end: '07:00' };

/**
 * Quiet hours: on/off, then start and end. Off is `null` in the preferences; the hours last shown
 * come back when the member turns them on again, so a slip of the switch loses nothing.
 */
export function QuietHoursField({ form }: { form: UseFormReturn<NotificationPreferences> }) {
  const { t } = useTranslation();
  const hours = form.watch('quietHours');
  const lastHours = useRef(hours ?? DEFAULT_HOURS);
  const errors = form.formState.errors.quietHours;

  function toggle(on: boolean) {
    const current = form.getValues('quietHours');
    if (current) lastHours.current = current;
    form.setValue('quietHours', on ? lastHours.current : null, { shouldDirty: true });
  }

  return (
    <fieldset className="grid gap-3">
      <SwitchField
        id="notification-quiet-hours"
        label={t('notifications.prefs.quietHours')}
        hint={t('notifications.prefs.quietHoursHint')}
        checked={hours !== null}
        onChange={(event) => toggle(event.target.checked)}
      />
      {hours ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          {(['start', 'end'] as const).map((edge) => {
            const error = errors?.[edge]?.message;
            const errorId = `notification-quiet-${edge}-error`;
            return (
              <div key={edge} className="grid gap-1.5">
                <Label htmlFor={`notification-quiet-${edge}`}>{t(edge === 'start' ? 'notifications.prefs.quietStart' : 'notifications.prefs.quietEnd')}</Label>
                <Input
                  id={`notification-quiet-${edge}`}
                  type="time"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  {...form.register(`quietHours.${edge}`)}
                />
                {error ? (
                  <p id={errorId} className="text-sm text-destructive">
                    {issueText(t, error)}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      ) : null}
    </fieldset>
  );
}
