import { CONVERSATION_API, type ConversationMessage, type SendConversationMessageInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { addLiveMessage, type MessagesData } from '../lib/messages-cache';
import { messagingKeys } from './query-keys';

export function sendConversationMessage(conversationId: string, input: SendConversationMessageInput): Promise<ConversationMessage> {
  return callApi(CONVERSATION_API.sendMessage, { params: { id: conversationId }, body: input });
}

/**
 * SPEC §7: the stored message joins the conversation at once (the room brings it too; it is added
 * once). A refused message (moderation, too long) rejects with its translated code; nothing is kept.
 */
export function useSendConversationMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendConversationMessageInput) => sendConversationMessage(conversationId, input),
    onSuccess: (message) => {
      queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) => addLiveMessage(data, message));
    },
  });
}
