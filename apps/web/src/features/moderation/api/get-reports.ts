import { MODERATION_API, type ModerationReportQueue } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { retryUnlessRefused } from '@/lib/api/access-refusal';
import { moderationKeys } from './query-keys';

export function getModerationReports(signal?: AbortSignal): Promise<ModerationReportQueue> {
  return callApi(MODERATION_API.listReports, { signal });
}

export function moderationReportsQueryOptions(viewerId: string | null) {
  return queryOptions({
    queryKey: moderationKeys.reports(viewerId),
    queryFn: ({ signal }) => getModerationReports(signal),
    retry: retryUnlessRefused,
  });
}

/** The pending reports and the counters; its 401/403 is also what decides who sees the desk. */
export function useModerationReports(viewerId: string | null, enabled: boolean) {
  return useQuery({ ...moderationReportsQueryOptions(viewerId), enabled });
}
