import { CONVERSATION_API } from '@la-meute/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { ConversationList } from './get-conversations';
import { messagingKeys } from './query-keys';

export function markConversationRead(conversationId: string): Promise<{ lastReadAt: string | null }> {
  return callApi(CONVERSATION_API.markRead, { params: { id: conversationId } });
}

/** Sets the row's unread count to zero; returns what it was. */
function clearUnread(queryClient: QueryClient, conversationId: string): number {
  const key = messagingKeys.conversations();
  const unread = queryClient.getQueryData<ConversationList>(key)?.conversations.find((item) => item.id === conversationId)?.unreadCount ?? 0;
  if (unread > 0) {
    queryClient.setQueryData<ConversationList>(key, (data) =>
      data ? { conversations: data.conversations.map((item) => (item.id === conversationId ? { ...item, unreadCount: 0 } : item)) } : data,
    );
  }
  return unread;
}

/**
 * SPEC §4: others' messages are marked read when the conversation opens and when one arrives in
 * it. The row's unread count and the badge drop at once; a failure is only logged (SPEC §8).
 */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: (conversationId) => {
      const unread = clearUnread(queryClient, conversationId);
      if (unread > 0) {
        queryClient.setQueryData<{ count: number }>(messagingKeys.unread(), (data) => (data ? { count: Math.max(0, data.count - unread) } : data));
      }
    },
    // A row update computed before this read (the message that prompted it) may have landed
    // meanwhile and put the count back: once the server has it read, it is zero.
    onSuccess: (_, conversationId) => {
      clearUnread(queryClient, conversationId);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
    },
    onError: (error) => console.error('Marking the conversation as read failed', error),
  });
}
