import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api/api-client';
import { emitWithAck } from '@/lib/realtime/realtime';
import { updateMessage, type HistoryData } from '@/features/chat/lib/chat-cache';
import { chatKeys } from './query-keys';

export type ChatLikeResult = { messageId: string; likesCount: number; liked: boolean };

/** SPEC §5: a member likes or un-likes a message (chat:like); the reply carries the exact count. */
export async function toggleChatLike(messageId: string): Promise<ChatLikeResult> {
  const reply = await emitWithAck('chat:like', { messageId });
  // Same error type as HTTP calls, so the one error translator serves both.
  if (!reply.ok) throw new ApiRequestError({ status: 0, code: reply.code });
  return reply.data;
}

/** Flips the heart at once; the acknowledgement sets the exact count, a refusal flips it back. */
export function useToggleChatLike(channelId: string) {
  const queryClient = useQueryClient();
  const patch = (messageId: string, update: Parameters<typeof updateMessage>[2]) =>
    queryClient.setQueriesData<HistoryData>({ queryKey: chatKeys.channelHistory(channelId) }, (data) =>
      updateMessage(data, messageId, update),
    );
  const flip = (messageId: string) =>
    patch(messageId, (message) => ({
      ...message,
      likedByViewer: !message.likedByViewer,
      likesCount: Math.max(0, message.likesCount + (message.likedByViewer ? -1 : 1)),
    }));

  return useMutation({
    mutationFn: toggleChatLike,
    onMutate: (messageId) => flip(messageId),
    onError: (_error, messageId) => flip(messageId),
    onSuccess: ({ messageId, likesCount, liked }) =>
      patch(messageId, (message) => ({ ...message, likesCount, likedByViewer: liked })),
  });
}
