import type { ChatHistory, ChatMessage } from '@la-meute/shared';
import type { InfiniteData } from '@tanstack/react-query';

// Page params are `before` cursors; nothing here reads them.
export type HistoryData = InfiniteData<ChatHistory, unknown>;

export function hasMessage(data: HistoryData | undefined, messageId: string): boolean {
  return data?.pages.some((page) => page.messages.some((message) => message.id === messageId)) ?? false;
}

/**
 * A live message joins the newest page, once: the sender receives its own message both from the
 * room and in its acknowledgement. Before the first page arrives there is nothing to patch — the
 * fetch in flight brings it.
 */
export function addLiveMessage(data: HistoryData | undefined, message: ChatMessage): HistoryData | undefined {
  const newest = data?.pages[0];
  if (!data || !newest || hasMessage(data, message.id)) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...data.pages.slice(1)] };
}

export function updateMessage(
  data: HistoryData | undefined,
  messageId: string,
  update: (message: ChatMessage) => ChatMessage,
): HistoryData | undefined {
  if (!data || !hasMessage(data, messageId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) => (message.id === messageId ? update(message) : message)),
    })),
  };
}

/** Pages run newest first, messages inside a page oldest first: the reading order is the reverse walk. */
export function flattenHistory(data: HistoryData | undefined): ChatMessage[] {
  if (!data) return [];
  return data.pages.toReversed().flatMap((page) => page.messages);
}
