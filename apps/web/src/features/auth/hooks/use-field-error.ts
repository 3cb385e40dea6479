import { isErrorCode } from '@la-meute/shared';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { translateErrorCode } from '@/lib/api/error-message';
import { AUTH_FORM_TEXTS } from './use-validation-toast';

type FieldErrorProps = { 'aria-invalid'?: true; hint?: string; hintTone?: 'error' };

/**
 * A field's own error under it, in the words of the toast: a toast goes away, and a field found
 * empty on submission (or emptied meanwhile) must say so where the member looks.
 */
export function useFieldError(): (error: FieldError | undefined) => FieldErrorProps {
  const { t } = useTranslation();
  return (error) => {
    const message = error?.message;
    if (!message) return {};
    const code = isErrorCode(message) ? message : null;
    const own = code ? AUTH_FORM_TEXTS[code] : undefined;
    const hint = own ? t(own) : code ? translateErrorCode(t, code) : t('errors.validation.invalid');
    return { 'aria-invalid': true, hint, hintTone: 'error' };
  };
}
