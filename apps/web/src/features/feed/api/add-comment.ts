import { POST_API, type Comment, type CreateCommentInput, type PostDetail } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { updateCachedPost } from '@/features/feed/lib/post-cache';
import { feedKeys } from './query-keys';

export type AddCommentVariables = { postId: string; input: CreateCommentInput };

export function addComment({ postId, input }: AddCommentVariables): Promise<Comment> {
  return callApi(POST_API.comment, { params: { id: postId }, body: input });
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
