import type { ConversationSummary, MemberSummary } from '@la-meute/shared';

/** The name to show for a member, or null when they have none: the caller writes 'Utilisateur' (SPEC §2). */
export function participantName(member: Pick<MemberSummary, 'displayName' | 'username'> | null | undefined): string | null {
  const name = member?.displayName.trim() || member?.username.trim();
  return name ? name : null;
}

/** A private conversation's other person (participants never include the viewer). */
export function otherParticipant(conversation: Pick<ConversationSummary, 'participants'>): MemberSummary | null {
  return conversation.participants[0] ?? null;
}

// SPEC §5: the title the server gives a group created without a name, in English.
const SERVER_GROUP_TITLE = 'Group Chat';

/**
 * A group's title, else its members' names; a private conversation is named after the other person.
 * The server's default group title is shown as `groupChatName`, the interface language's.
 */
export function conversationName(
  conversation: Pick<ConversationSummary, 'type' | 'title' | 'participants'>,
  groupChatName?: string,
): string | null {
  if (conversation.type === 'private') return participantName(otherParticipant(conversation));
  if (conversation.title?.trim() === SERVER_GROUP_TITLE && groupChatName) return groupChatName;
  if (conversation.title?.trim()) return conversation.title.trim();
  const names = conversation.participants.map(participantName).filter((name): name is string => name !== null);
  return names.length > 0 ? names.join(', ') : null;
}
