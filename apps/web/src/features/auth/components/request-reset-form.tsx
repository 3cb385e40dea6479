import { zodResolver } from '@/lib/forms/form-resolver';
import { requestPasswordResetInputSchema, type RequestPasswordResetInput } from '@la-meute/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { currentLanguage } from '@/lib/i18n/i18n';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useFieldError } from '../hooks/use-field-error';
import { useValidationToast } from '../hooks/use-validation-toast';
import { FormHeading } from './form-heading';

export function RequestResetForm() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const onInvalid = useValidationToast();
  const fieldError = useFieldError();
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The mail is written in the language the member is reading now.
      await requestReset.mutateAsync({ email: values.email, language: currentLanguage() });
    } catch (error) {
      toast({ title: t('common.error'), description: getErrorMessage(t, error), variant: 'destructive' });
      return;
    }
    toast({ title: t('auth.reset.success.title'), description: t('auth.reset.success.description') });
  }, onInvalid);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormHeading title={t('auth.reset.heading')} description={t('auth.reset.description')} />
      <TextField
        id="reset-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.fields.emailPlaceholder')}
        {...fieldError(form.formState.errors.email)}
        {...form.register('email')}
      />
      <Button type="submit" disabled={requestReset.isPending} className="w-full">
        {requestReset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
