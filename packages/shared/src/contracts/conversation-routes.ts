/**
 * The messaging API's addresses, apart from its schemas (ADR 011): the navbar reads the unread
 * count on every member page, and must not pull the forms' zod schemas into that chunk.
 */
export const CONVERSATION_ROUTES = {
  list: '/api/conversations',
  direct: '/api/conversations/direct',
  unread: '/api/conversations/unread',
  detail: (id: string) => `/api/conversations/${id}`,
  messages: (id: string) => `/api/conversations/${id}/messages`,
  read: (id: string) => `/api/conversations/${id}/read`,
  participants: (id: string) => `/api/conversations/${id}/participants`,
} as const;

/** The member picker of a new conversation (SPEC §2 /messages): up to 50 other members. */
export const MEMBER_ROUTES = {
  search: '/api/members',
} as const;
export const MEMBER_PICKER_LIMIT = 50;
