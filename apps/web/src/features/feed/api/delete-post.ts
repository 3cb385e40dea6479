import { POST_API, type OkResponse } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { removeCachedPost } from '@/features/feed/lib/post-cache';
import { feedKeys } from './query-keys';

export function deletePost(postId: string): Promise<OkResponse> {
  return callApi(POST_API.remove, { params: { id: postId } });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, postId) => {
      removeCachedPost(queryClient, postId);
      void queryClient.invalidateQueries({ queryKey: feedKeys.stats() });
    },
  });
}
