import { CHAT_API, type ChatHistory } from '@la-meute/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { chatKeys } from './query-keys';

export function getChatHistory(channelId: string, cursor?: string, signal?: AbortSignal): Promise<ChatHistory> {
  return callApi(CHAT_API.history, { params: { id: channelId }, query: { cursor }, signal });
}

/**
 * SPEC §7/§9: the last 50 messages, oldest first; each further page goes back from the oldest
 * message loaded (the page's `nextCursor`). Page 0 is the newest: live messages are appended to it.
 */
export function chatHistoryQueryOptions(channelId: string, viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: chatKeys.history(channelId, viewerId),
    queryFn: ({ pageParam, signal }) => getChatHistory(channelId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useChatHistory(channelId: string, viewerId: string | null) {
  return useInfiniteQuery(chatHistoryQueryOptions(channelId, viewerId));
}
