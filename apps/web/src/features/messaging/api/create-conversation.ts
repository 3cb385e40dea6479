import { CONVERSATION_API, type CreateConversationInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { messagingKeys } from './query-keys';
import type { ConversationCreated } from './start-direct-conversation';

export function createConversation(input: CreateConversationInput): Promise<ConversationCreated> {
  return callApi(CONVERSATION_API.create, { body: input });
}

/** SPEC §5: one selected member → their private conversation (reused); more → a group. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() }),
  });
}
