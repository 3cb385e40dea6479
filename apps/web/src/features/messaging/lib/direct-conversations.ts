import type { ConversationSummary } from '@la-meute/shared';
import { otherParticipant } from './conversation-names';

/**
 * SPEC §2 /direct-messages: the member's private (1:1) conversations — groups live on /messages —
 * filtered by the other person's display name or username, case-insensitive. The list keeps the
 * server's order (newest activity first).
 */
export function filterDirectConversations(conversations: ConversationSummary[], search: string): ConversationSummary[] {
  const needle = search.trim().toLocaleLowerCase();
  return conversations.filter((conversation) => {
    if (conversation.type !== 'private') return false;
    if (!needle) return true;
    const other = otherParticipant(conversation);
    if (!other) return false;
    return [other.displayName, other.username].some((value) => value.toLocaleLowerCase().includes(needle));
  });
}

/** The private conversation with a member, if the list already has it (`?user=<id>`). */
export function findDirectConversationWith(conversations: ConversationSummary[], userId: string): ConversationSummary | null {
  return conversations.find((conversation) => conversation.type === 'private' && otherParticipant(conversation)?.id === userId) ?? null;
}
