/**
 * The messaging feature's query-key factory: every entry starts with ['messaging']. Its data is
 * the signed-in member's own, so signing out clears it with the rest of the member's cache.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  messages: (conversationId: string) => [...messagingKeys.all, 'messages', conversationId] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
  members: (search: string) => [...messagingKeys.all, 'members', search] as const,
};
