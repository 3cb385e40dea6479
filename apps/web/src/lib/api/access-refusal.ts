import { QUERY_RETRY } from '@la-meute/shared';
import { isApiRequestError } from './api-client';

/** Whether the server refused the page itself (401: not signed in, 403: not allowed, e.g. the team only). */
export function isAccessRefusal(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 401 || error.status === 403);
}

/** SPEC §9 query retry 1, but a refusal is the server's answer about access: asking again changes nothing. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return !isAccessRefusal(error) && failureCount < QUERY_RETRY;
}
