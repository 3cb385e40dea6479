import { POST_ROUTES, type Post, type UpdatePostInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateCachedPost } from '@/features/feed/lib/post-cache';

export type UpdatePostVariables = { postId: string; input: UpdatePostInput };

export function updatePost({ postId, input }: UpdatePostVariables): Promise<Post> {
  return apiRequest<Post>(POST_ROUTES.detail(postId), { method: 'PATCH', body: input });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => updateCachedPost(queryClient, post.id, () => post),
  });
}
