import { CONVERSATION_API, type ConversationSummary } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { messagingKeys } from './query-keys';

export type ConversationList = { conversations: ConversationSummary[] };

export function getConversations(signal?: AbortSignal): Promise<ConversationList> {
  return callApi(CONVERSATION_API.list, { signal });
}

/**
 * SPEC §7: the member's conversations, newest activity first. Kept current by the member's live
 * events (hooks/use-messaging-events.ts), so it is not refetched on window focus; retried once.
 */
export const conversationsQueryOptions = queryOptions({
  queryKey: messagingKeys.conversations(),
  queryFn: ({ signal }) => getConversations(signal),
  retry: 1,
  refetchOnWindowFocus: false,
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}
