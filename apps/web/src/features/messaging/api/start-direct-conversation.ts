import { CONVERSATION_API } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { messagingKeys } from './query-keys';

export type ConversationCreated = { id: string; created: boolean };

export function startDirectConversation(userId: string): Promise<ConversationCreated> {
  return callApi(CONVERSATION_API.startDirect, { body: { userId } });
}

/** SPEC §7 get_or_create_conversation: the pair's one conversation, then the list reloads. */
export function useStartDirectConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDirectConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() }),
  });
}
