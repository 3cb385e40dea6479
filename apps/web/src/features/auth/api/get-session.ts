import { AUTH_API, type SessionResponse, type SessionUser } from '@la-meute/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { authKeys } from './query-keys';

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return callApi(AUTH_API.session, { signal });
}

export const sessionQueryOptions = queryOptions({
  queryKey: authKeys.session(),
  queryFn: ({ signal }) => getSession(signal),
  // The cookie changes only through our own mutations, which update this entry themselves.
  staleTime: 5 * 60 * 1000,
});

export type SessionState = {
  user: SessionUser | null;
  /** True until the first answer (or failure): callers wait before deciding to redirect. */
  isLoading: boolean;
};

/** The signed-in member, or null; an unreachable server counts as signed out. */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data?.user ?? null, isLoading: query.isPending };
}

/** The signed-in member's id as the cache knows it: null when the server said nobody, undefined before it said. */
export function memberOfSession(client: QueryClient): string | null | undefined {
  const session = client.getQueryData<SessionResponse>(authKeys.session());
  return session === undefined ? undefined : (session.user?.id ?? null);
}
