import { endpoint } from './endpoint';

/**
 * The forum API's endpoints, apart from their schemas (ADR 011): the forum pages read these without
 * pulling zod into their chunk; forum.ts joins the schemas to them.
 */
export const FORUM_API = {
  /** The list (?category=&q=&page=). */
  listTopics: endpoint('GET', '/api/forum/topics'),
  createTopic: endpoint('POST', '/api/forum/topics'),
  categories: endpoint('GET', '/api/forum/categories'),
  trending: endpoint('GET', '/api/forum/trending'),
  /** Reading a topic counts a view. */
  getTopic: endpoint('GET', '/api/forum/topics/:id'),
  deleteTopic: endpoint('DELETE', '/api/forum/topics/:id'),
  createReply: endpoint('POST', '/api/forum/topics/:id/replies'),
  deleteReply: endpoint('DELETE', '/api/forum/replies/:id'),
  toggleLike: endpoint('POST', '/api/forum/topics/:id/like'),
  markHelpful: endpoint('PUT', '/api/forum/replies/:id/helpful'),
  pinTopic: endpoint('PUT', '/api/forum/topics/:id/pin'),
};

/** The header carrying a pseudonym's signed token (POST /api/anonymous) for anonymous topics and replies. */
export const ANONYMOUS_TOKEN_HEADER = 'x-anonymous-token';
