import { CONVERSATION_API, type ConversationMessage, type SendConversationMessageInput } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { QueuedWrite } from '@/lib/offline/outbox-entry';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { useReplayableMutation } from '@/lib/offline/use-replayable-mutation';
import { addLiveMessage, type MessagesData } from '../lib/messages-cache';
import { messagingKeys } from './query-keys';

/** Sent now, or kept in the outbox without a network and shown as pending (ADR 033). */
export function sendConversationMessage(conversationId: string, memberId: string, input: SendConversationMessageInput): Promise<ConversationMessage | QueuedWrite> {
  return sendOrQueue<ConversationMessage>(CONVERSATION_API.sendMessage, { memberId, params: { id: conversationId }, body: input, preview: input.content });
}

/**
 * SPEC §7: the stored message joins the conversation at once (the room brings it too; it is added
 * once). A refused message (moderation, too long) rejects with its translated code; nothing is kept.
 */
export function useSendConversationMessage(conversationId: string, memberId: string) {
  const queryClient = useQueryClient();
  return useReplayableMutation({
    mutationFn: (input: SendConversationMessageInput) => sendConversationMessage(conversationId, memberId, input),
    onSent: (message: ConversationMessage) => {
      queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) => addLiveMessage(data, message));
    },
  });
}
