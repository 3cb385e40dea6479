import { CHAT_ROUTES, type ChatHistory } from '@la-meute/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from './query-keys';

export function getChatHistory(channelId: string, before?: string, signal?: AbortSignal): Promise<ChatHistory> {
  const query = before ? `?${new URLSearchParams({ before }).toString()}` : '';
  return apiClient.get<ChatHistory>(`${CHAT_ROUTES.history(channelId)}${query}`, signal);
}

/**
 * SPEC §7/§9: the last 50 messages, oldest first; each further page goes back from the oldest
 * message loaded. Page 0 is the newest: live messages are appended to it.
 */
export function chatHistoryQueryOptions(channelId: string, viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: chatKeys.history(channelId, viewerId),
    queryFn: ({ pageParam, signal }) => getChatHistory(channelId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
  });
}

export function useChatHistory(channelId: string, viewerId: string | null) {
  return useInfiniteQuery(chatHistoryQueryOptions(channelId, viewerId));
}
