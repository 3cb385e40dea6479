import { FORUM_API, type ForumTopicDetail } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiRequestError } from '@/lib/api/api-client';
import { forumKeys } from './query-keys';

export function getForumTopic(id: string, signal?: AbortSignal): Promise<ForumTopicDetail> {
  return callApi(FORUM_API.getTopic, { params: { id }, signal });
}

export function isForumTopicNotFound(error: unknown): boolean {
  return isApiRequestError(error) && (error.code === 'forum.not_found' || error.status === 404);
}

export function forumTopicQueryOptions(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: forumKeys.topic(id, viewerId),
    queryFn: ({ signal }) => getForumTopic(id, signal),
    // A missing topic stays missing: retrying only delays its not-found state.
    retry: (failureCount, error) => !isForumTopicNotFound(error) && failureCount < 1,
  });
}

/** A topic with its replies (oldest first); reading it counts a view once per day. */
export function useForumTopic(id: string, viewerId: string | null) {
  return useQuery(forumTopicQueryOptions(id, viewerId));
}
