import { PAGE_ROUTES } from '@la-meute/shared';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

type PseudonymForm = { pseudonym: string };
// zod and the schema load with the first submission: the chat page itself only reads (ADR 011).
const pseudonymResolver = lazyZodResolver<PseudonymForm>(() =>
  import('@/features/chat/lib/pseudonym-schema').then((module) => module.pseudonymFormSchema),
);

type VisitorPanelProps = { onJoin: (pseudonym: string) => Promise<void> };

/**
 * SPEC §2/§6: a visitor with neither account nor pseudonym reads only. Two ways in: sign in, or
 * pick a pseudonym (2–30 characters) and chat anonymously.
 */
export function VisitorPanel({ onJoin }: VisitorPanelProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const id = useId();
  const form = useForm<PseudonymForm>({ resolver: pseudonymResolver, defaultValues: { pseudonym: '' } });
  const invalid = form.formState.errors.pseudonym !== undefined;

  const onSubmit = form.handleSubmit(async ({ pseudonym }) => {
    try {
      await onJoin(pseudonym);
    } catch (error) {
      toast({ title: t('chat.pseudonym.failed'), description: getErrorMessage(t, error), variant: 'destructive' });
    }
  });

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-dashed bg-background/60 p-3 sm:p-4">
      <div className="flex items-start gap-3">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <div className="grid gap-0.5">
          <h2 id={`${id}-title`} className="text-sm font-semibold">
            {t('chat.auth.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('chat.auth.text')}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Button asChild size="sm" className="sm:order-last">
          <Link to={localize(PAGE_ROUTES.auth)}>{t('chat.auth.signIn')}</Link>
        </Button>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid flex-1 gap-1" aria-label={t('chat.pseudonym.title')}>
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${id}-pseudonym`} className="sr-only">
              {t('chat.pseudonym.label')}
            </label>
            <Input
              id={`${id}-pseudonym`}
              autoComplete="nickname"
              maxLength={30}
              placeholder={t('chat.pseudonym.placeholder')}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-hint`}
              className="h-9"
              {...form.register('pseudonym')}
            />
            <Button type="submit" variant="outline" size="sm" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('chat.pseudonym.submitting') : t('chat.pseudonym.submit')}
            </Button>
          </div>
          <p id={`${id}-hint`} role={invalid ? 'alert' : undefined} className={invalid ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
            {invalid ? t('chat.pseudonym.invalid') : t('chat.pseudonym.hint')}
          </p>
        </form>
      </div>
    </section>
  );
}
