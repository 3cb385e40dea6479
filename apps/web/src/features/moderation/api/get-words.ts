import { MODERATION_API, type ModerationWordList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { retryUnlessRefused } from '@/lib/api/access-refusal';
import { moderationKeys } from './query-keys';

export function getModerationWords(signal?: AbortSignal): Promise<ModerationWordList> {
  return callApi(MODERATION_API.listWords, { signal });
}

export function moderationWordsQueryOptions(viewerId: string | null) {
  return queryOptions({ queryKey: moderationKeys.words(viewerId), queryFn: ({ signal }) => getModerationWords(signal), retry: retryUnlessRefused });
}

/** The extra words the moderation service refuses, every language. */
export function useModerationWords(viewerId: string | null) {
  return useQuery(moderationWordsQueryOptions(viewerId));
}
