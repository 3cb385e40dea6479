/**
 * The forum API's addresses, apart from its schemas (ADR 011): the forum pages read these without
 * pulling zod into their chunk.
 */
export const FORUM_ROUTES = {
  /** GET the list (?category=&q=&page=); POST a new topic. */
  topics: '/api/forum/topics',
  categories: '/api/forum/categories',
  trending: '/api/forum/trending',
  /** GET (counts a view) or DELETE one topic. */
  topic: (id: string) => `/api/forum/topics/${encodeURIComponent(id)}`,
  replies: (topicId: string) => `/api/forum/topics/${encodeURIComponent(topicId)}/replies`,
  reply: (id: string) => `/api/forum/replies/${encodeURIComponent(id)}`,
  like: (topicId: string) => `/api/forum/topics/${encodeURIComponent(topicId)}/like`,
  helpful: (replyId: string) => `/api/forum/replies/${encodeURIComponent(replyId)}/helpful`,
  pin: (topicId: string) => `/api/forum/topics/${encodeURIComponent(topicId)}/pin`,
} as const;

/** The header carrying a pseudonym's signed token (POST /api/anonymous) for anonymous topics and replies. */
export const ANONYMOUS_TOKEN_HEADER = 'x-anonymous-token';
