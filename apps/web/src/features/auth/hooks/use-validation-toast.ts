import { isErrorCode } from '@la-meute/shared';
import { useCallback } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { translateErrorCode } from '@/lib/error-message';
import { firstErrorMessage } from '@/lib/form-errors';
import type { TranslationKey } from '@/lib/i18n';

/**
 * The invalid-submit handler of every auth form. SPEC §5 gives the client-side texts without the
 * final period, unlike the server-mapped ones, hence the dedicated keys for those three codes.
 * The title is 'Erreur' (SPEC §5/§8), except on sign-up, where SPEC §8 titles every failure
 * "Erreur d'inscription", whether the browser or the server finds it.
 */
export function useValidationToast(title: TranslationKey = 'common.error') {
  const { t } = useTranslation();

  return useCallback(
    <T extends FieldValues>(errors: FieldErrors<T>) => {
      const code = firstErrorMessage(errors);
      if (!code) return;
      let description: string;
      if (code === 'auth.fields_required') description = t('auth.validation.fieldsRequired');
      else if (code === 'auth.passwords_mismatch') description = t('auth.validation.passwordsMismatch');
      else if (code === 'auth.password_too_short') description = t('auth.validation.passwordTooShort');
      else description = isErrorCode(code) ? translateErrorCode(t, code) : t('errors.validation.invalid');
      toast({ title: t(title), description, variant: 'destructive' });
    },
    [t, title],
  );
}
