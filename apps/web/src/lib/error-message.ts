import { isErrorCode, type ErrorCode } from '@la-meute/shared';
import type { TFunction } from 'i18next';
import { isApiRequestError } from './api-client';

/** Translates one stable error code (SPEC §8: the client owns every user-facing text). */
export function translateErrorCode(t: TFunction, code: ErrorCode, retryAfterSeconds?: number): string {
  if (code === 'http.rate_limited') {
    return retryAfterSeconds === undefined
      ? t('errors.http.rate_limited_soon')
      : t('errors.http.rate_limited', { seconds: retryAfterSeconds });
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
