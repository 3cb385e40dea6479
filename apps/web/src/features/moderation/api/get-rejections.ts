import { MODERATION_API, type ModerationRejectionPage } from '@la-meute/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { retryUnlessRefused } from '@/lib/api/access-refusal';
import { moderationKeys } from './query-keys';

export function getModerationRejections(page: number, signal?: AbortSignal): Promise<ModerationRejectionPage> {
  return callApi(MODERATION_API.listRejections, { query: { page }, signal });
}

export function moderationRejectionsQueryOptions(viewerId: string | null, page: number) {
  return queryOptions({
    queryKey: moderationKeys.rejections(viewerId, page),
    queryFn: ({ signal }) => getModerationRejections(page, signal),
    retry: retryUnlessRefused,
  });
}

/** The automatic moderation's refusals, newest first, a page at a time. */
export function useModerationRejections(viewerId: string | null, page: number) {
  return useQuery({ ...moderationRejectionsQueryOptions(viewerId, page), placeholderData: keepPreviousData });
}
