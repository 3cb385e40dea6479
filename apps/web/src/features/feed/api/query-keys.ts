/**
 * The feed feature's query-key factory: every entry starts with ['feed']. Lists and details carry
 * the viewer id because `likedByViewer` differs per member (signing in must not reuse a visitor's copy).
 */
export const feedKeys = {
  all: ['feed'] as const,
  lists: () => [...feedKeys.all, 'list'] as const,
  list: (viewerId: string | null) => [...feedKeys.lists(), viewerId] as const,
  /** A hashtag page (/feed?tag=): its own list, filtered by the server. */
  tagList: (viewerId: string | null, tag: string) => [...feedKeys.list(viewerId), 'tag', tag] as const,
  /** One member's own posts (their profile): under the lists, so a like or an edit there reaches them. */
  authorList: (viewerId: string | null, authorId: string) => [...feedKeys.list(viewerId), 'author', authorId] as const,
  latest: () => [...feedKeys.all, 'latest'] as const,
  stats: () => [...feedKeys.all, 'stats'] as const,
  details: () => [...feedKeys.all, 'post'] as const,
  detail: (postId: string) => [...feedKeys.details(), postId] as const,
  detailFor: (postId: string, viewerId: string | null) => [...feedKeys.detail(postId), viewerId] as const,
};
