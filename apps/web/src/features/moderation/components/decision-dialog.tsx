import { ENFORCEMENT_ACTION_TYPES, MODERATION_LIMITS, moderationActionInputSchema, MUTE_DURATIONS_HOURS, type ModerationActionInput, type RemovableContentType } from '@la-meute/shared';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { FormFailure } from '@/components/ui/form-failure';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { zodResolver } from '@/lib/forms/form-resolver';
import { invalidFormText } from '@/lib/forms/form-error-text';
import { useCreateModerationAction } from '../api/create-action';

/** Whom (and, from a report, what) a decision is about. `key` starts the form afresh for each. */
export type DecisionTarget = {
  key: string;
  userId: string;
  userName: string;
  reportId?: string;
  content?: { type: RemovableContentType; id: string };
};

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Warning, mute (for a duration), ban or deletion — ground and facts make the statement of reasons. */
export function DecisionDialog({ target, onClose }: { target: DecisionTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateModerationAction();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ModerationActionInput, unknown, z.output<typeof moderationActionInputSchema>>({
    resolver: zodResolver(moderationActionInputSchema),
    defaultValues: {
      type: 'warning',
      userId: target.userId,
      reportId: target.reportId,
      durationHours: MUTE_DURATIONS_HOURS[1],
      contentType: target.content?.type,
      contentId: target.content?.id,
      ground: '',
      facts: '',
    },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const field = (name: string) => `${id}-${name}`;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    // Only a mute has a duration and only a deletion names content.
    const input = {
      ...values,
      durationHours: values.type === 'mute' ? values.durationHours : undefined,
      contentType: values.type === 'delete' ? values.contentType : undefined,
      contentId: values.type === 'delete' ? values.contentId : undefined,
    };
    create.mutate(input, {
      onSuccess: () => {
        toast({ title: t('moderation.decision.done'), description: t(`moderation.actionType.${values.type}`) });
        onClose();
      },
      // Everything typed stays in place; the reason is said in the dialog.
      onError: (error) => setFailure(getErrorMessage(t, error)),
    });
  }, (errors) => setFailure(invalidFormText(t, errors)));

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('moderation.decision.title', { name: target.userName })}
      description={t('moderation.decision.description')}
      closeLabel={t('moderation.close')}
    >
      <form onSubmit={(submitEvent) => void submit(submitEvent)} className="grid gap-4" noValidate>
        <Field id={field('type')} label={t('moderation.decision.type')}>
          <Select id={field('type')} {...form.register('type')}>
            {ENFORCEMENT_ACTION_TYPES.map((value) => (
              <option key={value} value={value} disabled={value === 'delete' && !target.content}>
                {t(`moderation.actionType.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        {type === 'mute' ? (
          <Field id={field('duration')} label={t('moderation.decision.duration')}>
            <Select id={field('duration')} {...form.register('durationHours', { setValueAs: (value: unknown) => Number(value) })}>
              {MUTE_DURATIONS_HOURS.map((hours) => (
                <option key={hours} value={hours}>
                  {hours < 24 ? t('moderation.duration.hours', { count: hours }) : t('moderation.duration.days', { count: hours / 24 })}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {type === 'delete' && target.content ? (
          <p className="text-sm text-muted-foreground">{t('moderation.decision.deletes', { type: t(`moderation.targetType.${target.content.type}`) })}</p>
        ) : null}
        <Field id={field('ground')} label={t('moderation.decision.ground')}>
          <Input id={field('ground')} maxLength={MODERATION_LIMITS.ground} required {...form.register('ground')} />
        </Field>
        <Field id={field('facts')} label={t('moderation.decision.facts')}>
          <Textarea id={field('facts')} rows={4} maxLength={MODERATION_LIMITS.facts} required {...form.register('facts')} />
        </Field>
        <FormFailure title={t('moderation.decision.failed')} message={failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('moderation.cancel')}
          </Button>
          <Button type="submit" variant={type === 'ban' || type === 'delete' ? 'destructive' : 'default'} disabled={create.isPending}>
            {t('moderation.decision.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
