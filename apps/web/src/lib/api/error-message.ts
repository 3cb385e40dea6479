import { isErrorCode, type ErrorCode } from '@la-meute/shared';
import type { TFunction } from '@/lib/i18n/translate';
import { isApiRequestError } from './api-client';

// From two minutes on, "4 minutes" reads better than "240 seconds".
const MINUTES_FROM_SECONDS = 120;

/** Translates one stable error code (SPEC §8: the client owns every user-facing text). */
export function translateErrorCode(t: TFunction, code: ErrorCode, retryAfterSeconds?: number): string {
  if (code === 'http.rate_limited') {
    if (retryAfterSeconds === undefined) return t('errors.http.rate_limited_soon');
    if (retryAfterSeconds < MINUTES_FROM_SECONDS) return t('errors.http.rate_limited', { count: retryAfterSeconds });
    // Rounded up: retrying at the announced time must not be refused again.
    return t('errors.http.rate_limited_minutes', { count: Math.ceil(retryAfterSeconds / 60) });
  }
  return t(`errors.${code}`);
}

/**
 * The text to show for any thrown error. A generic `validation.invalid` is refined by its first
 * issue when that issue carries a known code, which is what the user can act on.
 */
export function getErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiRequestError(error)) return t('errors.http.internal');
  const issueCode = error.issues.find((issue) => isErrorCode(issue.code))?.code;
  if (error.code === 'validation.invalid' && issueCode && isErrorCode(issueCode)) {
    return translateErrorCode(t, issueCode);
  }
  return translateErrorCode(t, error.code, error.retryAfterSeconds);
}
