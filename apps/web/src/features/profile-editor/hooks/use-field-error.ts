import { useCallback } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { translateErrorCode } from '@/lib/api/error-message';
import { fieldErrorCode, type ProfileFormValues } from '../lib/profile-form';

/** A field's error, translated from its code (the schema's message or the server's), for under the field. */
export function useFieldError(errors: FieldErrors<ProfileFormValues>) {
  const { t } = useTranslation();
  return useCallback(
    (name: string): string | undefined => {
      const code = fieldErrorCode((get(errors, name) as { message?: string } | undefined)?.message);
      return code ? translateErrorCode(t, code) : undefined;
    },
    [errors, t],
  );
}
