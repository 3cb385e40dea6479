import { POST_API, type ShareResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { updateCachedPost } from '@/features/feed/lib/post-cache';

export function sharePost(postId: string): Promise<ShareResult> {
  return callApi(POST_API.share, { params: { id: postId } });
}

/** Counts one share (SPEC §7 increment_post_shares). */
export function useSharePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sharePost,
    onSuccess: (result, postId) => updateCachedPost(queryClient, postId, (post) => ({ ...post, sharesCount: result.sharesCount })),
  });
}
