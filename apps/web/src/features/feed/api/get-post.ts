import { POST_API, type PostDetail } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiRequestError } from '@/lib/api/api-client';
import { feedKeys } from './query-keys';

export function getPost(postId: string, signal?: AbortSignal): Promise<PostDetail> {
  return callApi(POST_API.detail, { params: { id: postId }, signal });
}

export function postQueryOptions(postId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: feedKeys.detailFor(postId, viewerId),
    queryFn: ({ signal }) => getPost(postId, signal),
    // A missing post stays missing: retrying only delays the 'Post not found' screen.
    retry: (failureCount, error) => !isPostNotFound(error) && failureCount < 1,
  });
}

/** One post with its comments (SPEC §2 post detail). */
export function usePost(postId: string, viewerId: string | null) {
  return useQuery(postQueryOptions(postId, viewerId));
}

export function isPostNotFound(error: unknown): boolean {
  return isApiRequestError(error) && (error.code === 'posts.not_found' || error.status === 404);
}
