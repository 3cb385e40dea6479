import { isApiRequestError } from '@/lib/api-client';

/** Whether the server refused the page itself (401: signed out, 403: not an admin). */
export function isAccessRefusal(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 401 || error.status === 403);
}

/** SPEC §9 query retry 1, but a refusal is an answer, not a failure worth retrying. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return !isAccessRefusal(error) && failureCount < 1;
}
