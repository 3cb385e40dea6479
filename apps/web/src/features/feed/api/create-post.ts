import { POST_API, type CreatePostInput, type Post } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prependCachedPost } from '@/features/feed/lib/post-cache';
import { isQueuedWrite, sendOrQueue, type QueuedWrite } from '@/lib/offline/outbox';
import { feedKeys } from './query-keys';

/** Sent now, or kept in the outbox without a network and sent when it returns (ADR 033). */
export function createPost(input: CreatePostInput, memberId: string): Promise<Post | QueuedWrite> {
  return sendOrQueue<Post>(POST_API.create, { memberId, body: input, preview: input.content });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, memberId }: { input: CreatePostInput; memberId: string }) => createPost(input, memberId),
    // Offline too: the outbox keeps it (a mutation would otherwise wait, paused, for the network).
    networkMode: 'always',
    onSuccess: (post) => {
      // Queued: it shows as pending until sent; the feed is fetched again once it is.
      if (isQueuedWrite(post)) return;
      prependCachedPost(queryClient, post);
      // The latest-post probe would otherwise announce the author's own post as news.
      queryClient.setQueryData(feedKeys.latest(), post);
      void queryClient.invalidateQueries({ queryKey: feedKeys.stats() });
    },
  });
}
