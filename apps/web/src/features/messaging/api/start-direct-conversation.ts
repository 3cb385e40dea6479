import { CONVERSATION_ROUTES } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

export type ConversationCreated = { id: string; created: boolean };

export function startDirectConversation(userId: string): Promise<ConversationCreated> {
  return apiClient.post<ConversationCreated>(CONVERSATION_ROUTES.direct, { userId });
}

/** SPEC §7 get_or_create_conversation: the pair's one conversation, then the list reloads. */
export function useStartDirectConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDirectConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() }),
  });
}
