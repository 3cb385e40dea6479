import { ANONYMOUS_TOKEN_HEADER, type FORUM_API } from '@la-meute/shared';
import { callApi } from '@/lib/api/api-client';
import { getAnonymousSessionToken } from '@/lib/api/anonymous-session';

/**
 * A forum write (a topic, a reply): the member's cookie when signed in, else the pseudonym's signed
 * token in its header (SPEC §6: pseudonyms may create topics).
 */
export function forumWrite<T>(
  endpoint: typeof FORUM_API.createTopic | typeof FORUM_API.createReply,
  call: { params?: { id: string }; body: unknown },
  asMember: boolean,
): Promise<T> {
  const token = asMember ? null : getAnonymousSessionToken()?.token;
  const headers = token ? { [ANONYMOUS_TOKEN_HEADER]: token } : undefined;
  return callApi<T, typeof endpoint>(endpoint, { ...call, headers } as never);
}
