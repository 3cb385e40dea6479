import { zodResolver } from '@/lib/forms/form-resolver';
import { resetPasswordInputSchema, type ResetPasswordInput } from '@la-meute/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useResetPassword } from '../api/reset-password';
import { useValidationToast } from '../hooks/use-validation-toast';
import { FormHeading } from './form-heading';

type NewPasswordFormProps = {
  /** From the emailed link; a missing one fails validation with auth.invalid_token. */
  token: string;
  onPasswordUpdated: () => void;
};

export function NewPasswordForm({ token, onPasswordUpdated }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const onInvalid = useValidationToast();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });
  // SPEC §5: a mismatch blocks submission silently, with the hint and a disabled button.
  const passwordsDiffer = password !== confirmPassword;
  // The hint waits for a first keystroke in the confirmation, where it would otherwise be noise.
  const showMismatchHint = passwordsDiffer && confirmPassword.length > 0;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.password !== values.confirmPassword) return;
    try {
      await resetPassword.mutateAsync(values);
    } catch (error) {
      toast({ title: t('common.error'), description: getErrorMessage(t, error), variant: 'destructive' });
      return;
    }
    toast({ title: t('auth.newPassword.success.title'), description: t('auth.newPassword.success.description') });
    onPasswordUpdated();
  }, onInvalid);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormHeading title={t('auth.newPassword.heading')} description={t('auth.newPassword.description')} />
      <TextField
        id="new-password"
        label={t('auth.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
      />
      <TextField
        id="new-password-confirm"
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        aria-invalid={showMismatchHint || undefined}
        hint={showMismatchHint ? t('auth.newPassword.passwordsMismatchHint') : undefined}
        hintTone="error"
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={resetPassword.isPending || passwordsDiffer} className="w-full">
        {resetPassword.isPending ? t('auth.newPassword.submitting') : t('auth.newPassword.submit')}
      </Button>
    </form>
  );
}
