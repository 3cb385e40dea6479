import { AUTH_API, type OkResponse, type ResendVerificationInput } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/components/ui/toast-store';
import { callApi } from '@/lib/api/api-client';
import { getErrorMessage } from '@/lib/api/error-message';

export function resendVerification(input: ResendVerificationInput): Promise<OkResponse> {
  return callApi(AUTH_API.resendVerification, { body: input });
}

/**
 * Sends the confirmation link again. Says the same whatever the address, as the server does: a
 * new link only reaches an address still waiting for its confirmation.
 */
export function useResendVerification() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: resendVerification,
    // Set here, not per call: a toast's button may call it after the form is gone.
    onSuccess: () => {
      toast({ title: t('auth.resendVerification.success.title'), description: t('auth.resendVerification.success.description') });
    },
    onError: (error) => {
      toast({ title: t('common.error'), description: getErrorMessage(t, error), variant: 'destructive' });
    },
  });
}
