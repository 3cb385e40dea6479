import { POST_API, type Comment, type CreateCommentInput, type PostDetail } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { updateCachedPost } from '@/features/feed/lib/post-cache';
import type { QueuedWrite } from '@/lib/offline/outbox-entry';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { useReplayableMutation } from '@/lib/offline/use-replayable-mutation';
import { feedKeys } from './query-keys';

export type AddCommentVariables = { postId: string; memberId: string; input: CreateCommentInput };

/** Sent now, or kept in the outbox without a network and shown as pending (ADR 033). */
export function addComment({ postId, memberId, input }: AddCommentVariables): Promise<Comment | QueuedWrite> {
  return sendOrQueue<Comment>(POST_API.comment, { memberId, params: { id: postId }, body: input, preview: input.content });
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useReplayableMutation({
    mutationFn: addComment,
    onSent: (comment: Comment, { postId }) => {
      queryClient.setQueriesData<PostDetail>({ queryKey: feedKeys.detail(postId) }, (data) =>
        data ? { ...data, comments: [...data.comments, comment] } : data,
      );
      updateCachedPost(queryClient, postId, (post) => ({ ...post, commentsCount: post.commentsCount + 1 }));
    },
  });
}
