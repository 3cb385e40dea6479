import type { Post } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFeedPage } from './get-feed';
import { feedKeys } from './query-keys';

// New posts by others appear without a reload: one tiny request every 30 s instead of a socket.
export const NEW_POSTS_POLL_MS = 30_000;

export async function getLatestPost(signal?: AbortSignal): Promise<Post | null> {
  const page = await getFeedPage({ limit: 1 }, signal);
  return page.posts[0] ?? null;
}

export const latestPostQueryOptions = queryOptions({
  queryKey: feedKeys.latest(),
  queryFn: ({ signal }) => getLatestPost(signal),
  refetchInterval: NEW_POSTS_POLL_MS,
  // A hidden tab has nobody to tell; polling resumes when it is shown again.
  refetchIntervalInBackground: false,
});

/** The newest post of the whole feed, refreshed every 30 s while the page is visible. */
export function useLatestPost(enabled = true) {
  return useQuery({ ...latestPostQueryOptions, enabled });
}
