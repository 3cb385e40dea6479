import type { MemberEvent } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemberEvents } from '@/lib/realtime/use-member-events';
import type { ConversationList } from '../api/get-conversations';
import { messagingKeys } from '../api/query-keys';

type ConversationUpdated = Extract<MemberEvent, { type: 'conversation.updated' }>;

/** The row moves to the top with its new last message and unread count; an unknown row reloads the list. */
function applyConversationUpdate(data: ConversationList | undefined, event: ConversationUpdated): ConversationList | undefined | null {
  if (!data) return data;
  const row = data.conversations.find((conversation) => conversation.id === event.conversationId);
  if (!row) return null;
  const updated = { ...row, unreadCount: event.unreadCount, lastMessage: event.lastMessage, lastMessageAt: event.lastMessageAt };
  return { conversations: [updated, ...data.conversations.filter((conversation) => conversation.id !== row.id)] };
}

function applyPresence(data: ConversationList | undefined, userId: string, online: boolean): ConversationList | undefined {
  if (!data) return data;
  return {
    conversations: data.conversations.map((conversation) =>
      conversation.participants.some((participant) => participant.id === userId)
        ? {
            ...conversation,
            participants: conversation.participants.map((participant) => (participant.id === userId ? { ...participant, online } : participant)),
          }
        : conversation,
    ),
  };
}

/**
 * The member's own live events (their `member:<id>` room, joined by the server): each
 * conversation's row and the navbar badge follow new messages, and the list's green dots follow
 * presence. Mounted once, by the navbar, for signed-in members only.
 */
export function useMessagingEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useMemberEvents(enabled, (event) => {
    if (event.type === 'conversation.updated') {
      const list = queryClient.getQueryData<ConversationList>(messagingKeys.conversations());
      const next = applyConversationUpdate(list, event);
      if (next === null) void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      else if (next) queryClient.setQueryData(messagingKeys.conversations(), next);
      // The total is the server's: one cheap read instead of keeping every row's count here.
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
    } else if (event.type === 'member.presence') {
      queryClient.setQueryData<ConversationList>(messagingKeys.conversations(), (data) => applyPresence(data, event.userId, event.online));
    }
  });
}
