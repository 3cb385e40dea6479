import { ACCOUNT_DATA_API, type LatestExportResponse } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { accountDataKeys } from './query-keys';

/** While an archive is being prepared, its status is asked again this often. */
export const EXPORT_POLL_MS = 3000;

export function getLatestExport(signal?: AbortSignal): Promise<LatestExportResponse> {
  return callApi(ACCOUNT_DATA_API.latestExport, { signal });
}

export const latestExportQueryOptions = queryOptions({
  queryKey: accountDataKeys.latestExport(),
  queryFn: ({ signal }) => getLatestExport(signal),
  // Polls only while pending: the archive is built in the background.
  refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? EXPORT_POLL_MS : false),
});

export function useLatestExport() {
  return useQuery(latestExportQueryOptions);
}
