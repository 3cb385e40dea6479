import { QUERY_RETRY } from '@la-meute/shared';
import { QueryClient } from '@tanstack/react-query';

// SPEC §7/§9: the data client retries once and does not refetch on window focus.
export function createQueryClient({ retry = QUERY_RETRY }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
