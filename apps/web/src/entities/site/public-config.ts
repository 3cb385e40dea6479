import { PUBLIC_CONFIG_API, type PublicConfig } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';

// An entity rather than a feature: the app layout, several pages and the translatable text read it (features.translation).
export const publicConfigKeys = {
  all: ['public-config'] as const,
};

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return callApi(PUBLIC_CONFIG_API.get, { signal });
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: publicConfigKeys.all,
  queryFn: ({ signal }) => getPublicConfig(signal),
  // Set by the operator at deploy time: it does not change while a page is open.
  staleTime: Infinity,
});

/** Operator details, contact and social links, and the features a provider enables. */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
