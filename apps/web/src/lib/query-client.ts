import { QUERY_RETRY } from '@la-meute/shared';
import { QueryClient } from '@tanstack/react-query';

// SPEC §7/§9: the data client retries once and does not refetch on window focus.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
