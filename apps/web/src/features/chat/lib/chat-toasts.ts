import { MEDIA_LIMITS, TOAST_DURATION_MS, type ErrorCode } from '@la-meute/shared';
import type { TFunction } from '@/lib/i18n/translate';
import { toast } from '@/components/ui/toast-store';
import { isApiRequestError } from '@/lib/api/api-client';
import { getErrorMessage, translateErrorCode } from '@/lib/api/error-message';

// SPEC §9: chat notices last 3000 ms.
const duration = TOAST_DURATION_MS.notice;

/** SPEC §5: sending or liking without the right identity. */
export function toastSignInRequired(t: TFunction, action: 'send' | 'like') {
  toast({
    title: t('chat.toast.signInRequired'),
    description: t(action === 'send' ? 'chat.toast.signInToSend' : 'chat.toast.signInToLike'),
    duration,
  });
}

/** SPEC §8: a refused send. The code refines the text only when the user can act on it. */
export function toastSendFailure(t: TFunction, code: ErrorCode) {
  if (code === 'auth.required') {
    toastSignInRequired(t, 'send');
    return;
  }
  if (code === 'http.rate_limited') {
    toast({ title: translateErrorCode(t, code), variant: 'destructive', duration });
    return;
  }
  const description = code === 'http.internal' ? undefined : translateErrorCode(t, code);
  toast({ title: t('chat.toast.sendFailed'), description, variant: 'destructive', duration });
}

/** A refused like: the session may have ended since the page loaded. */
export function toastLikeFailure(t: TFunction, error: unknown) {
  if (isApiRequestError(error) && error.code === 'auth.required') {
    toastSignInRequired(t, 'like');
    return;
  }
  toast({ title: t('chat.toast.likeFailed'), description: getErrorMessage(t, error), variant: 'destructive', duration });
}

/** A refused attachment: same wording as the feed's media dialog. */
export function toastUploadFailure(t: TFunction, error: unknown) {
  toast({ title: t('media.upload.failed'), description: getErrorMessage(t, error), variant: 'destructive', duration });
}

/** SPEC §9: at most MEDIA_LIMITS.perPost media in one message. */
export function toastTooManyAttachments(t: TFunction) {
  toast({ title: t('chat.composer.tooManyAttachments', { max: MEDIA_LIMITS.perPost }), variant: 'destructive', duration });
}
