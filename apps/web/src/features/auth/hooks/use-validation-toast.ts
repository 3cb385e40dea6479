import type { TranslationKey } from '@/lib/i18n/i18n';
import { useInvalidFormToast, type FormErrorTexts } from '@/lib/forms/use-invalid-form-toast';

// SPEC §5 gives the client-side texts without the final period, unlike the server-mapped ones.
export const AUTH_FORM_TEXTS: FormErrorTexts = {
  'auth.fields_required': 'auth.validation.fieldsRequired',
  'auth.passwords_mismatch': 'auth.validation.passwordsMismatch',
  'auth.password_too_short': 'auth.validation.passwordTooShort',
};

/**
 * The invalid-submit handler of every auth form. The title is 'Erreur' (SPEC §5/§8), except on
 * sign-up, where SPEC §8 titles every failure "Erreur d'inscription", whether the browser or the
 * server finds it.
 */
export function useValidationToast(title: TranslationKey = 'common.error') {
  return useInvalidFormToast(title, AUTH_FORM_TEXTS);
}
