import { isErrorCode, type ErrorCode } from '@la-meute/shared';
import { useCallback } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/components/ui/toast-store';
import { translateErrorCode } from '@/lib/api/error-message';
import { firstErrorMessage } from './form-errors';
import type { TranslationKey } from '@/lib/i18n/i18n';

/** Codes a form words its own way (a module-level constant: it is a dependency of the handler). */
export type FormErrorTexts = Partial<Record<ErrorCode, TranslationKey>>;

const NO_TEXTS: FormErrorTexts = {};

/**
 * A form's invalid-submit handler (the one form pattern): one toast, the failure's title and the
 * first issue's code translated, or worded by `texts` for the codes it lists.
 */
export function useInvalidFormToast(title: TranslationKey, texts: FormErrorTexts = NO_TEXTS) {
  const { t } = useTranslation();
  return useCallback(
    <T extends FieldValues>(errors: FieldErrors<T>) => {
      const message = firstErrorMessage(errors);
      const code = message && isErrorCode(message) ? message : null;
      const own = code ? texts[code] : undefined;
      const description = own ? t(own) : code ? translateErrorCode(t, code) : t('errors.validation.invalid');
      toast({ title: t(title), description, variant: 'destructive' });
    },
    [t, title, texts],
  );
}
