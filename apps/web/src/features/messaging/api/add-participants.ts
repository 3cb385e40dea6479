import { CONVERSATION_API, type AddParticipantsInput, type ConversationSummary } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { ConversationList } from './get-conversations';
import { replaceConversationRow } from '../lib/messages-list';
import { messagingKeys } from './query-keys';

export function addParticipants(conversationId: string, input: AddParticipantsInput): Promise<ConversationSummary> {
  return callApi(CONVERSATION_API.addParticipants, { params: { id: conversationId }, body: input });
}

/** SPEC §2 /messages: the group's admin adds members (those already in it are skipped by the server). */
export function useAddParticipants(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddParticipantsInput) => addParticipants(conversationId, input),
    onSuccess: (conversation) => queryClient.setQueryData<ConversationList>(messagingKeys.conversations(), (data) => replaceConversationRow(data, conversation)),
  });
}
