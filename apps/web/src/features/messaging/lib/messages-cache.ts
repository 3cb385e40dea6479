import type { ConversationMessage, ConversationMessagesPage } from '@la-meute/shared';
import type { InfiniteData } from '@tanstack/react-query';

// Page params are `before` cursors; nothing here reads them.
export type MessagesData = InfiniteData<ConversationMessagesPage, unknown>;

export function hasMessage(data: MessagesData | undefined, messageId: string): boolean {
  return data?.pages.some((page) => page.messages.some((message) => message.id === messageId)) ?? false;
}

/**
 * A live message joins the newest page, once: the sender gets its own message both in the POST's
 * answer and from the room. Before the first page arrives there is nothing to patch — the fetch
 * in flight brings it.
 */
export function addLiveMessage(data: MessagesData | undefined, message: ConversationMessage): MessagesData | undefined {
  const newest = data?.pages[0];
  if (!data || !newest || hasMessage(data, message.id)) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...data.pages.slice(1)] };
}

/** Pages run newest first, messages inside a page oldest first: the reading order is the reverse walk. */
export function flattenMessages(data: MessagesData | undefined): ConversationMessage[] {
  if (!data) return [];
  return data.pages.toReversed().flatMap((page) => page.messages);
}

/** SPEC §2: the viewer's own message shows two checks once every other participant has read it. */
export function isReadByOthers(message: Pick<ConversationMessage, 'createdAt'>, othersReadAt: string | null): boolean {
  return othersReadAt !== null && Date.parse(message.createdAt) <= Date.parse(othersReadAt);
}
