import { POST_API, type LikeResult } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { restoreSnapshot, snapshotPost, updateCachedPost } from '@/features/feed/lib/post-cache';
import type { QueuedWrite } from '@/lib/offline/outbox-entry';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { useReplayableMutation } from '@/lib/offline/use-replayable-mutation';

export type ToggleLikeVariables = { postId: string; memberId: string };

/** Sent now, or kept in the outbox without a network (ADR 033): the like shows meanwhile. */
export function toggleLike({ postId, memberId }: ToggleLikeVariables): Promise<LikeResult | QueuedWrite> {
  return sendOrQueue<LikeResult>(POST_API.like, { memberId, params: { id: postId } });
}

/** SPEC §4 like toggle, shown at once and rolled back if the server refuses. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useReplayableMutation({
    mutationFn: toggleLike,
    onMutate: async ({ postId }) => {
      const snapshot = await snapshotPost(queryClient, postId);
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        likedByViewer: !post.likedByViewer,
        likesCount: Math.max(0, post.likesCount + (post.likedByViewer ? -1 : 1)),
      }));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      if (context) restoreSnapshot(queryClient, context.snapshot);
    },
    // The server's count also includes other members' likes made meanwhile. Queued, the like shown
    // stays until the post is fetched again after delivery.
    onSent: (result: LikeResult, { postId }) => {
      updateCachedPost(queryClient, postId, (post) => ({ ...post, likedByViewer: result.liked, likesCount: result.likesCount }));
    },
  });
}
