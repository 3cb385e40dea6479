import type { ConversationSummary, MemberSummary } from '@la-meute/shared';

/** Test data for the messaging lists' pure functions. */
export function testMember(id: string, displayName: string, username: string): MemberSummary {
  return { id, displayName, username, avatarUrl: null, level: 1, rank: 'lamb', online: false };
}

export function testConversation(
  id: string,
  participants: MemberSummary[],
  type: ConversationSummary['type'] = 'private',
  title: string | null = null,
): ConversationSummary {
  return {
    id,
    type,
    title,
    createdBy: null,
    isAdmin: false,
    participants,
    lastMessage: null,
    lastMessageAt: null,
    unreadCount: 0,
    othersReadAt: null,
    createdAt: '2025-06-01T12:00:00.000Z',
  };
}
