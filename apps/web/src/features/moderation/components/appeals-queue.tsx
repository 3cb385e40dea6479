import { appealDecisionInputSchema, MODERATION_LIMITS, type AppealDecisionInput, type ModerationAppealQueueItem } from '@la-meute/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { zodResolver } from '@/lib/forms/form-resolver';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useFullDate } from '@/lib/i18n/use-relative-time';
import { useDecideAppeal } from '../api/decide-appeal';
import { useModerationAppeals } from '../api/get-appeals';
import { memberName } from '../lib/member-name';

function AppealCard({ appeal }: { appeal: ModerationAppealQueueItem }) {
  const { t } = useTranslation();
  const id = useId();
  const fullDate = useFullDate();
  const decide = useDecideAppeal();
  const form = useForm<AppealDecisionInput, unknown, z.output<typeof appealDecisionInputSchema>>({
    resolver: zodResolver(appealDecisionInputSchema),
    defaultValues: { outcome: 'upheld', note: '' },
  });
  const onInvalid = useInvalidFormToast('moderation.appeals.failed');

  const submit = form.handleSubmit((values) => {
    decide.mutate(
      { id: appeal.id, ...values },
      {
        onSuccess: () => toast({ title: t(values.outcome === 'upheld' ? 'moderation.appeals.upheld' : 'moderation.appeals.reversed') }),
        onError: (error) => toast({ title: t('moderation.appeals.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }, onInvalid);

  // The outcome is the button pressed: set just before the check, so the schema sees it with the note.
  function handle(outcome: AppealDecisionInput['outcome']) {
    form.setValue('outcome', outcome);
    void submit();
  }

  return (
    <article className="grid gap-2 rounded-xl border bg-card p-4 text-sm shadow-sm">
      <p className="flex flex-wrap gap-x-3">
        <span className="font-semibold">{memberName(appeal.user, t('moderation.unknownMember'))}</span>
        <span className="text-muted-foreground">{t(`moderation.actionType.${appeal.action.actionType}`)}</span>
        <time dateTime={appeal.createdAt} className="text-muted-foreground">
          {fullDate(appeal.createdAt)}
        </time>
      </p>
      <p>
        <span className="font-medium">{t('moderation.statement.ground')} </span>
        {appeal.action.ground}
      </p>
      <p className="whitespace-pre-wrap break-words">
        <span className="font-medium">{t('moderation.appeals.message')} </span>
        {appeal.message}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>{t('moderation.appeals.note')}</Label>
        <Textarea id={`${id}-note`} rows={2} maxLength={MODERATION_LIMITS.note} {...form.register('note')} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => handle('upheld')}>
          {t('moderation.appeals.uphold')}
        </Button>
        <Button size="sm" disabled={decide.isPending} onClick={() => handle('reversed')}>
          {t('moderation.appeals.reverse')}
        </Button>
      </div>
    </article>
  );
}

/** Pending appeals: a different moderator than the one who decided upholds or reverses. */
export function AppealsQueue({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const query = useModerationAppeals(viewerId);
  return (
    <section aria-labelledby="moderation-appeals-title" className="grid gap-4">
      <h2 id="moderation-appeals-title" className="text-xl font-semibold">
        {t('moderation.appeals.title')}
      </h2>
      {query.isPending ? (
        <Spinner label={t('moderation.loading')} className="py-6" />
      ) : query.isError ? (
        <LoadError quiet title={t('moderation.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.appeals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('moderation.appeals.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {query.data.appeals.map((appeal) => (
            <li key={appeal.id}>
              <AppealCard appeal={appeal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
