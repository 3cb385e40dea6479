import { POST_API, type CreatePostInput, type Post } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { prependCachedPost } from '@/features/feed/lib/post-cache';
import { feedKeys } from './query-keys';

export function createPost(input: CreatePostInput): Promise<Post> {
  return callApi(POST_API.create, { body: input });
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
