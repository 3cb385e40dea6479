import { appealInputSchema, MODERATION_LIMITS, type AppealInput } from '@la-meute/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiRequestError } from '@/lib/api/api-client';
import { getErrorMessage } from '@/lib/api/error-message';
import { invalidFormText } from '@/lib/forms/form-error-text';
import { zodResolver } from '@/lib/forms/form-resolver';
import { useAppealBan } from '../api/appeal-ban';

type BanAppealProps = {
  /** Given by the refused sign-in once the password was right; without it, only the message shows. */
  appealToken: string | undefined;
};

/**
 * A banned member's refused sign-in (DSA Art. 20): the ban's message and, since they cannot reach
 * their profile, the one appeal against it right here. What they typed stays on any error.
 */
export function BanAppeal({ appealToken }: BanAppealProps) {
  const { t } = useTranslation();
  const id = useId();
  const appeal = useAppealBan();
  // The server's schema is this one plus the token, which the member does not type.
  const form = useForm<AppealInput, unknown, z.output<typeof appealInputSchema>>({
    resolver: zodResolver(appealInputSchema),
    defaultValues: { message: '' },
  });
  // One place under the box for what went wrong, whether the form or the server found it.
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  function describe(failure: unknown): string {
    // The generic text speaks of a mailed link; here the token simply outlived its hour.
    if (isApiRequestError(failure) && failure.code === 'auth.invalid_token') return t('auth.banned.appealExpired');
    return getErrorMessage(t, failure);
  }

  const send = form.handleSubmit(async (values) => {
    if (!appealToken) return;
    setError(null);
    try {
      await appeal.mutateAsync({ token: appealToken, ...values });
      setSent(true);
    } catch (failure) {
      setError(describe(failure));
    }
  }, (errors) => setError(invalidFormText(t, errors)));

  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <h3 id={`${id}-title`} className="font-semibold">
        {t('auth.banned.title')}
      </h3>
      <p role="alert">{t('errors.auth.banned')}</p>
      {!appealToken ? null : sent ? (
        <p role="status" className="font-medium">
          {t('auth.banned.appealSent')}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void send(event)} className="grid gap-2">
          <h4 className="font-semibold">{t('auth.banned.appealTitle')}</h4>
          <p className="text-muted-foreground">{t('auth.banned.appealHelp')}</p>
          <Label htmlFor={`${id}-message`}>{t('auth.banned.appealLabel')}</Label>
          <Textarea
            id={`${id}-message`}
            rows={4}
            maxLength={MODERATION_LIMITS.appeal}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...form.register('message')}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={appeal.isPending} className="w-fit">
            {appeal.isPending ? t('auth.banned.appealSubmitting') : t('auth.banned.appealSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
