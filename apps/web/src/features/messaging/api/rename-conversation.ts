import { CONVERSATION_API, type ConversationSummary, type RenameConversationInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { ConversationList } from './get-conversations';
import { replaceConversationRow } from '../lib/messages-list';
import { messagingKeys } from './query-keys';

export function renameConversation(conversationId: string, input: RenameConversationInput): Promise<ConversationSummary> {
  return callApi(CONVERSATION_API.rename, { params: { id: conversationId }, body: input });
}

/** SPEC §2 /messages: the group's admin renames it; the list row takes the server's answer. */
export function useRenameConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenameConversationInput) => renameConversation(conversationId, input),
    onSuccess: (conversation) => queryClient.setQueryData<ConversationList>(messagingKeys.conversations(), (data) => replaceConversationRow(data, conversation)),
  });
}
