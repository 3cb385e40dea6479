import { zodResolver } from '@/lib/forms/form-resolver';
import { signUpInputSchema, TOAST_DURATION_MS } from '@la-meute/shared';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { currentLanguage } from '@/lib/i18n/i18n';
import { useResendVerification } from '../api/resend-verification';
import { useSignUp } from '../api/sign-up';
import { useFieldError } from '../hooks/use-field-error';
import { useValidationToast } from '../hooks/use-validation-toast';
import { FormHeading } from './form-heading';

type SignUpFormValues = z.input<typeof signUpInputSchema>;
const EMPTY_FORM: SignUpFormValues = { email: '', password: '', username: '', confirmPassword: '' };

export function SignUpForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const resend = useResendVerification();
  const fieldError = useFieldError();
  const onInvalid = useValidationToast('auth.signUp.failure.title');
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const form = useForm<SignUpFormValues, unknown, z.output<typeof signUpInputSchema>>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: EMPTY_FORM,
  });
  const [password, confirmPassword] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });
  // SPEC §5: while the confirmation differs, show the hint and keep submit disabled.
  const passwordsDiffer = password !== confirmPassword;
  // The hint waits for a first keystroke in the confirmation, where it would otherwise be noise.
  const showMismatchHint = passwordsDiffer && confirmPassword.length > 0;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...values, language: currentLanguage() });
    } catch (error) {
      toast({ title: t('auth.signUp.failure.title'), description: getErrorMessage(t, error), variant: 'destructive' });
      return;
    }
    // SPEC §8's words, then what actually comes next: signing in waits for the mailed link.
    toast({
      title: t('auth.signUp.success.title'),
      description: t('auth.signUp.success.description'),
      detail: t('auth.signUp.success.nextStep', { email: values.email }),
      // Long enough to read two sentences and reach the button.
      duration: TOAST_DURATION_MS.default * 2,
      action: { label: t('auth.resendVerification.action'), onClick: () => resend.mutate({ email: values.email }) },
    });
    setConfirmationSentTo(values.email);
    form.reset(EMPTY_FORM);
  }, onInvalid);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormHeading title={t('auth.signUp.heading')} description={t('auth.signUp.description')} />
      {confirmationSentTo ? (
        <div role="status" className="grid gap-2 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
          <p className="flex gap-2">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('auth.signUp.checkEmail', { email: confirmationSentTo })}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ email: confirmationSentTo })}
          >
            {resend.isPending ? t('auth.resendVerification.sending') : t('auth.resendVerification.action')}
          </Button>
        </div>
      ) : null}
      <TextField
        id="signup-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.fields.emailPlaceholder')}
        {...fieldError(form.formState.errors.email)}
        {...form.register('email')}
      />
      <TextField
        id="signup-password"
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        {...fieldError(form.formState.errors.password)}
        {...form.register('password')}
      />
      <TextField
        id="signup-username"
        label={t('auth.fields.username')}
        autoComplete="username"
        placeholder={t('auth.fields.usernamePlaceholder')}
        {...form.register('username')}
      />
      <TextField
        id="signup-confirm-password"
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        aria-invalid={showMismatchHint || undefined}
        hint={showMismatchHint ? t('auth.signUp.passwordsMismatchHint') : undefined}
        hintTone="error"
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={signUp.isPending || passwordsDiffer} className="w-full">
        {signUp.isPending ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
