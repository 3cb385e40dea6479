import { QUERY_RETRY } from '@la-meute/shared';
import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';

// Data the server rendered the page with is as fresh as any fetch would be: the page does not ask
// for it again on mounting (every query of a hydrated page at once, each re-rendering its part).
// Past this age a mount fetches as usual; live updates keep it current meanwhile.
const SERVER_DATA_FRESH_MS = 30_000;
const fromServer = new WeakMap<Query, number>();

function refetchOnMount(query: Query): boolean {
  const hydratedAt = fromServer.get(query);
  const freshFromServer = hydratedAt !== undefined && performance.now() - hydratedAt <= SERVER_DATA_FRESH_MS;
  // What a change made out of date (an invalidation) is fetched again, however young.
  return !freshFromServer || query.state.isInvalidated;
}

// SPEC §7/§9: the data client retries once and does not refetch on window focus.
export function createQueryClient({ retry = QUERY_RETRY }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Without a network a query still tries once: the service worker may answer it from its
      // cache (the public figures); then it waits for the network, keeping what it had (ADR 033).
      queries: { retry, refetchOnWindowFocus: false, refetchOnMount, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Puts a server-rendered page's data in the cache (ADR 009), fresh for the page's first mount. */
export function hydrateServerData(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  const now = performance.now();
  for (const { queryHash } of state.queries) {
    const query = client.getQueryCache().get(queryHash);
    if (query) fromServer.set(query, now);
  }
}
