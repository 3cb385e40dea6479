import { QUERY_RETRY } from '@la-meute/shared';
import { isApiRequestError } from '@/lib/api-client';

/** A 401 or 403 is the server's answer about who may see the desk: asking again changes nothing. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && (error.status === 401 || error.status === 403)) return false;
  return failureCount < QUERY_RETRY;
}
