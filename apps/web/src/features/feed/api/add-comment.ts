import { POST_ROUTES, type Comment, type CreateCommentInput, type PostDetail } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { updateCachedPost } from '@/features/feed/lib/post-cache';
import { feedKeys } from './query-keys';

export type AddCommentVariables = { postId: string; input: CreateCommentInput };

export function addComment({ postId, input }: AddCommentVariables): Promise<Comment> {
  return apiClient.post<Comment>(POST_ROUTES.comments(postId), input);
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (comment, { postId }) => {
      queryClient.setQueriesData<PostDetail>({ queryKey: feedKeys.detail(postId) }, (data) =>
        data ? { ...data, comments: [...data.comments, comment] } : data,
      );
      updateCachedPost(queryClient, postId, (post) => ({ ...post, commentsCount: post.commentsCount + 1 }));
    },
  });
}
