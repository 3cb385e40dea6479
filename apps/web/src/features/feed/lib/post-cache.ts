import { extractHashtags, type FeedPage, type Post, type PostDetail } from '@la-meute/shared';
import type { InfiniteData, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { feedKeys } from '../api/query-keys';

type FeedData = InfiniteData<FeedPage>;
type Snapshot = [QueryKey, unknown][];

/**
 * A post is cached in every feed list (one per viewer) and in its detail entry. Likes, comments,
 * shares and edits change all copies at once, so the feed and the post page never disagree.
 */
export function updateCachedPost(queryClient: QueryClient, postId: string, update: (post: Post) => Post): void {
  queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.lists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.map((post) => (post.id === postId ? update(post) : post)) })) }
      : data,
  );
  queryClient.setQueriesData<PostDetail>({ queryKey: feedKeys.detail(postId) }, (data) =>
    data ? { ...data, post: update(data.post) } : data,
  );
}

export function removeCachedPost(queryClient: QueryClient, postId: string): void {
  queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((post) => post.id !== postId) })) } : data,
  );
  queryClient.removeQueries({ queryKey: feedKeys.detail(postId) });
}

/** Whether a list may hold the post: a hashtag page's (feedKeys.tagList) holds only the posts carrying its tag. */
function listTakes(queryKey: QueryKey, post: Post): boolean {
  const [, , , kind, tag] = queryKey;
  return kind !== 'tag' || (typeof tag === 'string' && extractHashtags(post.content).includes(tag));
}

/** A new post goes on top of the first page, where the next refetch would put it. */
export function prependCachedPost(queryClient: QueryClient, post: Post): void {
  const lists = { queryKey: feedKeys.lists(), predicate: (query: Query) => listTakes(query.queryKey, post) };
  queryClient.setQueriesData<FeedData>(lists, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    return { ...data, pages: [{ ...first, posts: [post, ...first.posts.filter((item) => item.id !== post.id)] }, ...rest] };
  });
}

/** Everything an optimistic update may touch, to put back on failure. */
export async function snapshotPost(queryClient: QueryClient, postId: string): Promise<Snapshot> {
  // An in-flight refetch landing after the optimistic write would undo it.
  await Promise.all([
    queryClient.cancelQueries({ queryKey: feedKeys.lists() }),
    queryClient.cancelQueries({ queryKey: feedKeys.detail(postId) }),
  ]);
  return [...queryClient.getQueriesData({ queryKey: feedKeys.lists() }), ...queryClient.getQueriesData({ queryKey: feedKeys.detail(postId) })];
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: Snapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
