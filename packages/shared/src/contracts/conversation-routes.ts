import { endpoint } from './endpoint';

/**
 * The messaging API's endpoints, apart from their schemas (ADR 011): the navbar reads the unread
 * count on every member page, and must not pull the forms' zod schemas into that chunk;
 * conversations.ts joins the schemas to them.
 */
export const CONVERSATION_API = {
  /** The pair's one private conversation, created on first use (200 when it existed, 201 when created). */
  startDirect: endpoint('POST', '/api/conversations/direct'),
  /** One other member → their private conversation (reused); more → a group. */
  create: endpoint('POST', '/api/conversations'),
  list: endpoint('GET', '/api/conversations'),
  unread: endpoint('GET', '/api/conversations/unread'),
  get: endpoint('GET', '/api/conversations/:id'),
  rename: endpoint('PATCH', '/api/conversations/:id'),
  addParticipants: endpoint('POST', '/api/conversations/:id/participants'),
  /** The newest page of messages (?before= goes back from a message). */
  listMessages: endpoint('GET', '/api/conversations/:id/messages'),
  sendMessage: endpoint('POST', '/api/conversations/:id/messages'),
  markRead: endpoint('POST', '/api/conversations/:id/read'),
};

/** The member picker of a new conversation (SPEC §2 /messages): up to 50 other members. */
export const MEMBER_API = {
  /** ?q= filters by name or username. */
  search: endpoint('GET', '/api/members'),
};
export const MEMBER_PICKER_LIMIT = 50;
