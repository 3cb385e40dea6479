import { CONVERSATION_API, type ConversationMessagesPage } from '@la-meute/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { messagingKeys } from './query-keys';

export function getConversationMessages(conversationId: string, cursor?: string, signal?: AbortSignal): Promise<ConversationMessagesPage> {
  return callApi(CONVERSATION_API.listMessages, { params: { id: conversationId }, query: { cursor }, signal });
}

/**
 * SPEC §7: the newest 50 messages, oldest first; each further page goes back from the oldest one
 * loaded. Page 0 is the newest: live messages are appended to it (lib/messages-cache.ts).
 */
export function conversationMessagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => getConversationMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

export function useConversationMessages(conversationId: string | null) {
  return useInfiniteQuery({ ...conversationMessagesQueryOptions(conversationId ?? ''), enabled: conversationId !== null });
}
