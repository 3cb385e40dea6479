import { POST_API, type CreatePostInput, type Post } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { prependCachedPost } from '@/features/feed/lib/post-cache';
import type { QueuedWrite } from '@/lib/offline/outbox-entry';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { useReplayableMutation } from '@/lib/offline/use-replayable-mutation';
import { feedKeys } from './query-keys';

/** Sent now, or kept in the outbox without a network and sent when it returns (ADR 033). */
export function createPost(input: CreatePostInput, memberId: string): Promise<Post | QueuedWrite> {
  return sendOrQueue<Post>(POST_API.create, { memberId, body: input, preview: input.content });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useReplayableMutation({
    mutationFn: ({ input, memberId }: { input: CreatePostInput; memberId: string }) => createPost(input, memberId),
    onSent: (post: Post) => {
      prependCachedPost(queryClient, post);
      // The latest-post probe would otherwise announce the author's own post as news.
      queryClient.setQueryData(feedKeys.latest(), post);
      void queryClient.invalidateQueries({ queryKey: feedKeys.stats() });
    },
  });
}
