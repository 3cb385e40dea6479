import { isErrorCode } from '@la-meute/shared';
import type { TFunction } from '@/lib/i18n/translate';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { translateErrorCode } from '@/lib/api/error-message';
import { firstErrorMessage } from './form-errors';

/** A schema issue's message (an error code when the schema gives one) in words. */
export function issueText(t: TFunction, message: string | undefined): string {
  return message && isErrorCode(message) ? translateErrorCode(t, message) : t('errors.validation.invalid');
}

/**
 * The first invalid field's message, translated. For forms inside a modal: a modal hides the rest
 * of the page (the toasts too) from assistive technology, so its errors are said in the modal.
 */
export function invalidFormText<T extends FieldValues>(t: TFunction, errors: FieldErrors<T>): string {
  return issueText(t, firstErrorMessage(errors));
}
