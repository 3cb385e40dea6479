import { isErrorCode } from '@la-meute/shared';
import { useCallback } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { translateErrorCode } from '@/lib/error-message';
import { firstErrorMessage } from '@/lib/form-errors';
import type { TranslationKey } from '@/lib/i18n';

/** A form's invalid-submit handler: the failure's title and the first issue's translated code. */
export function useInvalidFormToast(title: TranslationKey) {
  const { t } = useTranslation();
  return useCallback(
    <T extends FieldValues>(errors: FieldErrors<T>) => {
      const code = firstErrorMessage(errors);
      const description = code && isErrorCode(code) ? translateErrorCode(t, code) : t('errors.validation.invalid');
      toast({ title: t(title), description, variant: 'destructive' });
    },
    [t, title],
  );
}
