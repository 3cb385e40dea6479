import { POST_API, type Post, type UpdatePostInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { updateCachedPost } from '@/features/feed/lib/post-cache';

export type UpdatePostVariables = { postId: string; input: UpdatePostInput };

export function updatePost({ postId, input }: UpdatePostVariables): Promise<Post> {
  return callApi(POST_API.update, { params: { id: postId }, body: input });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => updateCachedPost(queryClient, post.id, () => post),
  });
}
