import type { ReportTargetType, ServerEventPayload } from '@la-meute/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { chatKeys } from '@/features/chat/api/query-keys';
import { eventKeys } from '@/features/events/api/query-keys';
import { feedKeys } from '@/features/feed/api/query-keys';
import { forumKeys } from '@/features/forum/api/query-keys';
import { messagingKeys } from '@/features/messaging/api/query-keys';
import { removeCachedItem } from '@/lib/api/remove-cached-item';

export type RemovedContent = ServerEventPayload<'content:removed'>;

/** The caches that can hold each kind of content (lists, pages, details). */
const CACHES: Record<ReportTargetType, readonly QueryKey[]> = {
  post: [feedKeys.all],
  comment: [feedKeys.all],
  chat_message: [chatKeys.histories()],
  private_message: [messagingKeys.all],
  direct_message: [messagingKeys.all],
  forum_topic: [forumKeys.all],
  forum_reply: [forumKeys.all],
  event: [eventKeys.all],
  profile: [],
};

/** The page of the removed content itself: read again, it answers 'not found'. */
function detailKey({ contentType, contentId }: RemovedContent): QueryKey | null {
  if (contentType === 'post') return feedKeys.detail(contentId);
  if (contentType === 'forum_topic') return [...forumKeys.topics(), contentId];
  if (contentType === 'event') return eventKeys.detail(contentId);
  return null;
}

/** Content a moderator deleted disappears from every cached list and page at once. */
export function removeContentFromCache(queryClient: QueryClient, removed: RemovedContent): void {
  removeCachedItem(queryClient, { caches: CACHES[removed.contentType], detail: detailKey(removed), id: removed.contentId });
}
