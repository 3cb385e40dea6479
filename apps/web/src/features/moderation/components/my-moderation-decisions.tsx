import { MODERATION_LIMITS, type AppealInput, type appealInputSchema, type MemberDecision } from '@la-meute/shared';
import { Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useFullDate } from '@/lib/i18n/use-relative-time';
import { useAppealModerationDecision } from '../api/appeal-decision';
import { useMyModerationDecisions } from '../api/get-my-decisions';

// This sits on the profile page, which mostly reads: zod and the schema load with the first
// appeal sent, as for the profile's other forms (ADR 011).
const appealResolver = lazyZodResolver<AppealInput, z.output<typeof appealInputSchema>>(() =>
  import('@la-meute/shared').then((shared) => shared.appealInputSchema),
);

function AppealForm({ decision, onDone }: { decision: MemberDecision; onDone: () => void }) {
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

function DecisionItem({ decision }: { decision: MemberDecision }) {
  const { t } = useTranslation();
  const fullDate = useFullDate();
  const [appealing, setAppealing] = useState(false);
  return (
    <li className="grid gap-1.5 rounded-lg border p-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">{t(`moderation.restriction.${decision.actionType}`)}</span>
        <time dateTime={decision.createdAt} className="text-muted-foreground">
          {fullDate(decision.createdAt)}
        </time>
      </p>
      {decision.endsAt ? <p>{t('moderation.statement.until', { date: fullDate(decision.endsAt) })}</p> : null}
      <p>
        <span className="font-medium">{t('moderation.statement.facts')} </span>
        {decision.facts}
      </p>
      <p>
        <span className="font-medium">{t('moderation.statement.ground')} </span>
        {decision.ground}
      </p>
      <p className="text-muted-foreground">{t(decision.automated ? 'moderation.statement.automated' : 'moderation.statement.human')}</p>
      {decision.appeal ? (
        <p className="font-medium">{t(`moderation.mine.appeal.${decision.appeal.status}`)}</p>
      ) : decision.canAppeal ? (
        appealing ? (
          <AppealForm decision={decision} onDone={() => setAppealing(false)} />
        ) : (
          <div className="grid gap-1">
            <p className="text-muted-foreground">{t('moderation.mine.howToAppeal')}</p>
            <Button size="sm" variant="outline" className="w-fit" onClick={() => setAppealing(true)}>
              {t('moderation.mine.appeal')}
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

/** DSA Art. 17: the member's own statements of reasons, each appealable once. */
export function MyModerationDecisions({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useMyModerationDecisions(userId);
  // Most members never get one: the section appears only when there is something to read.
  if (query.isPending || (query.isSuccess && query.data.decisions.length === 0)) return null;
  return (
    <section aria-labelledby="my-moderation-decisions-title" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="my-moderation-decisions-title" className="flex items-center gap-2 text-lg font-semibold">
        <Scale aria-hidden="true" className="size-5 text-primary" />
        {t('moderation.mine.title')}
      </h2>
      {query.isError ? (
        <LoadError quiet title={t('moderation.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ul className="grid gap-3">
          {query.data.decisions.map((decision) => (
            <DecisionItem key={decision.id} decision={decision} />
          ))}
        </ul>
      )}
    </section>
  );
}
