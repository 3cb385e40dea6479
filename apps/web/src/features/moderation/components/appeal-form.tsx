import { MODERATION_LIMITS, type AppealInput, type appealInputSchema, type MemberDecision } from '@la-meute/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useAppealModerationDecision } from '../api/appeal-decision';

// This sits on the profile page, which mostly reads: zod and the schema load with the first
// appeal sent, as for the profile's other forms (ADR 011).
const appealResolver = lazyZodResolver<AppealInput, z.output<typeof appealInputSchema>>(() =>
  import('@la-meute/shared').then((shared) => shared.appealInputSchema),
);

/** The member's appeal of one decision: what they write and send. */
export function AppealForm({ decision, onDone }: { decision: MemberDecision; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const appeal = useAppealModerationDecision();
  const form = useForm<AppealInput, unknown, z.output<typeof appealInputSchema>>({ resolver: appealResolver, defaultValues: { message: '' } });
  const onInvalid = useInvalidFormToast('moderation.mine.appealFailed');
  // The first check waits for the schema to load: no second appeal meanwhile.
  const pending = form.formState.isSubmitting || appeal.isPending;

  const send = form.handleSubmit((values) => {
    appeal.mutate(
      { actionId: decision.id, ...values },
      {
        onSuccess: () => {
          toast({ title: t('moderation.mine.appealSent') });
          onDone();
        },
        // What was typed stays in the box.
        onError: (error) => toast({ title: t('moderation.mine.appealFailed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }, onInvalid);

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-appeal`}>{t('moderation.mine.appealLabel')}</Label>
      <Textarea id={`${id}-appeal`} rows={3} maxLength={MODERATION_LIMITS.appeal} {...form.register('message')} />
      <div className="flex gap-2">
        <Button size="sm" disabled={pending} onClick={() => void send()}>
          {t('moderation.mine.appealSend')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          {t('moderation.cancel')}
        </Button>
      </div>
    </div>
  );
}
