import { zodResolver } from '@/lib/forms/form-resolver';
import { signInInputSchema, type SignInInput } from '@la-meute/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { isApiRequestError } from '@/lib/api/api-client';
import { getErrorMessage } from '@/lib/api/error-message';
import { useResendVerification } from '../api/resend-verification';
import { useSignIn } from '../api/sign-in';
import { useFieldError } from '../hooks/use-field-error';
import { useValidationToast } from '../hooks/use-validation-toast';
import { BanAppeal } from './ban-appeal';
import { FormHeading } from './form-heading';

type SignInFormProps = { onSignedIn: () => void };

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const resend = useResendVerification();
  const fieldError = useFieldError();
  const onInvalid = useValidationToast();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '' },
  });
  // Set by a ban refusal; kept through later tries, so an appeal being typed is never lost.
  const [banned, setBanned] = useState<{ appealToken: string | undefined } | null>(null);

  // mutateAsync, not mutate callbacks: the page may unmount as soon as the session appears.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'auth.banned') {
        setBanned((current) => ({ appealToken: error.appealToken ?? current?.appealToken }));
        return;
      }
      // An unconfirmed address: the way forward is the mailed link, offered again right here.
      const unconfirmed = isApiRequestError(error) && error.code === 'auth.email_not_verified';
      toast({
        title: t('auth.signIn.failure.title'),
        description: getErrorMessage(t, error),
        variant: 'destructive',
        action: unconfirmed
          ? { label: t('auth.resendVerification.action'), onClick: () => resend.mutate({ email: values.email }) }
          : undefined,
      });
      return;
    }
    toast({ title: t('auth.signIn.success.title'), description: t('auth.signIn.success.description') });
    onSignedIn();
  }, onInvalid);

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <FormHeading title={t('auth.signIn.heading')} description={t('auth.signIn.description')} />
        <TextField
          id="signin-email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          {...fieldError(form.formState.errors.email)}
          {...form.register('email')}
        />
        <TextField
          id="signin-password"
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          {...fieldError(form.formState.errors.password)}
          {...form.register('password')}
        />
        <Button type="submit" disabled={signIn.isPending} className="w-full">
          {signIn.isPending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
      </form>
      {banned ? <BanAppeal appealToken={banned.appealToken} /> : null}
    </div>
  );
}
