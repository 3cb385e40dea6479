import { CONVERSATION_ROUTES, type ConversationSummary } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ConversationList } from './get-conversations';
import { messagingKeys } from './query-keys';

export function markConversationRead(conversationId: string): Promise<{ lastReadAt: string | null }> {
  return apiClient.post<{ lastReadAt: string | null }>(CONVERSATION_ROUTES.read(conversationId));
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
      const row = queryClient
        .getQueryData<ConversationList>(messagingKeys.conversations())
        ?.conversations.find((conversation: ConversationSummary) => conversation.id === conversationId);
      if (!row || row.unreadCount === 0) return;
      queryClient.setQueryData<ConversationList>(messagingKeys.conversations(), (data) =>
        data ? { conversations: data.conversations.map((item) => (item.id === conversationId ? { ...item, unreadCount: 0 } : item)) } : data,
      );
      queryClient.setQueryData<{ count: number }>(messagingKeys.unread(), (data) =>
        data ? { count: Math.max(0, data.count - row.unreadCount) } : data,
      );
    },
    onError: (error) => console.error('Marking the conversation as read failed', error),
  });
}
