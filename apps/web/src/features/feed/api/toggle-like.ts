import { POST_API, type LikeResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { restoreSnapshot, snapshotPost, updateCachedPost } from '@/features/feed/lib/post-cache';

export function toggleLike(postId: string): Promise<LikeResult> {
  return callApi(POST_API.like, { params: { id: postId } });
}

/** SPEC §4 like toggle, shown at once and rolled back if the server refuses. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onMutate: async (postId) => {
      const snapshot = await snapshotPost(queryClient, postId);
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        likedByViewer: !post.likedByViewer,
        likesCount: Math.max(0, post.likesCount + (post.likedByViewer ? -1 : 1)),
      }));
      return { snapshot };
    },
    onError: (_error, _postId, context) => {
      if (context) restoreSnapshot(queryClient, context.snapshot);
    },
    // The server's count also includes other members' likes made meanwhile.
    onSuccess: (result, postId) =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, likedByViewer: result.liked, likesCount: result.likesCount })),
  });
}
