import type { ErrorCode } from '@la-meute/shared';
import type { TFunction } from '@/lib/i18n/translate';
import { toast } from '@/components/ui/toast-store';
import { isApiRequestError } from '@/lib/api/api-client';
import { getErrorMessage, translateErrorCode } from '@/lib/api/error-message';

export type MessagingFailure = 'loadConversations' | 'loadMessages' | 'send' | 'create';

/**
 * SPEC §8 direct messages: toast 'Erreur' (destructive) with the failed action. The server's
 * reason is added when the member can act on it (a refused or too long message, a rate limit),
 * never a generic 'internal error' that says nothing more.
 */
export function toastMessagingError(t: TFunction, failure: MessagingFailure, error?: unknown) {
  const action = t(`conversation.toast.${failure}`);
  const reason = isApiRequestError(error) && error.code !== 'http.internal' ? getErrorMessage(t, error) : null;
  toast({
    title: t('common.error'),
    description: reason ? t('conversation.toast.withReason', { action, reason }) : action,
    variant: 'destructive',
  });
}

/** A message the shared schema refused before it left (SPEC §5: blank, over 4,000 characters). */
export function toastInvalidMessage(t: TFunction, code: ErrorCode) {
  toast({ title: t('common.error'), description: translateErrorCode(t, code), variant: 'destructive' });
}
