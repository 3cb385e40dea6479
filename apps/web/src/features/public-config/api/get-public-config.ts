import { PUBLIC_CONFIG_ROUTE, type PublicConfig } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { publicConfigKeys } from './query-keys';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiClient.get<PublicConfig>(PUBLIC_CONFIG_ROUTE, signal);
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: publicConfigKeys.all,
  queryFn: ({ signal }) => getPublicConfig(signal),
  // Set by the operator at deploy time: it does not change while a page is open.
  staleTime: Infinity,
});

/** Operator details, contact and social links (footer, legal and support pages). */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
