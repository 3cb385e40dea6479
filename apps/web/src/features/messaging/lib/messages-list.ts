import type { ConversationSummary } from '@la-meute/shared';
import type { ConversationList } from '../api/get-conversations';

/** Lower case and without accents: 'élodie' finds 'Elodie' as a French reader expects. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
}

/**
 * SPEC §2 /messages: the list search, case-insensitive, on a group's title and on the display names
 * and usernames of the others. The server's order (newest activity first) is kept.
 */
export function filterConversations(conversations: ConversationSummary[], search: string): ConversationSummary[] {
  const needle = fold(search.trim());
  if (!needle) return conversations;
  return conversations.filter((conversation) =>
    [conversation.title ?? '', ...conversation.participants.flatMap((member) => [member.displayName, member.username])].some((value) =>
      fold(value).includes(needle),
    ),
  );
}

/** A row the server sent back (renamed, new members) replaces the cached one, in place. */
export function replaceConversationRow(data: ConversationList | undefined, conversation: ConversationSummary): ConversationList | undefined {
  if (!data) return data;
  return { conversations: data.conversations.map((row) => (row.id === conversation.id ? conversation : row)) };
}
