import { ANONYMOUS_TOKEN_HEADER } from '@la-meute/shared';
import { apiRequest } from '@/lib/api-client';
import { getAnonymousSessionToken } from '@/lib/anonymous-session';

/**
 * A forum write (a topic, a reply): the member's cookie when signed in, else the pseudonym's signed
 * token in its header (SPEC §6: pseudonyms may create topics).
 */
export function forumWrite<T>(path: string, body: unknown, asMember: boolean): Promise<T> {
  const token = asMember ? null : getAnonymousSessionToken()?.token;
  return apiRequest<T>(path, { method: 'POST', body, headers: token ? { [ANONYMOUS_TOKEN_HEADER]: token } : undefined });
}
