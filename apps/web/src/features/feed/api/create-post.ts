import { POST_ROUTES, type CreatePostInput, type Post } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { prependCachedPost } from '@/features/feed/lib/post-cache';
import { feedKeys } from './query-keys';

export function createPost(input: CreatePostInput): Promise<Post> {
  return apiClient.post<Post>(POST_ROUTES.list, input);
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      prependCachedPost(queryClient, post);
      // The latest-post probe would otherwise announce the author's own post as news.
      queryClient.setQueryData(feedKeys.latest(), post);
      void queryClient.invalidateQueries({ queryKey: feedKeys.stats() });
    },
  });
}
