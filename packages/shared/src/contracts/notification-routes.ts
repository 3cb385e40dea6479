import { endpoint } from './endpoint';

/**
 * The notifications centre's and search's endpoints, apart from their schemas (ADR 011):
 * the navbar reads them without pulling zod into the first render; notifications.ts and search.ts
 * join the schemas.
 */
export const NOTIFICATION_API = {
  /** A page of the member's notifications (?cursor=&unread=), similar ones collapsed. */
  list: endpoint('GET', '/api/notifications'),
  unreadCount: endpoint('GET', '/api/notifications/unread-count'),
  /** Marks read everything up to a time ("Tout marquer comme lu", opening the panel). */
  markRead: endpoint('POST', '/api/notifications/read'),
  preferences: endpoint('GET', '/api/notifications/preferences'),
  savePreferences: endpoint('PUT', '/api/notifications/preferences'),
  /** Without a session: the digest mail's unsubscribe link. */
  unsubscribeDigest: endpoint('POST', '/api/notifications/unsubscribe'),
  /** The VAPID public key and whether this member is subscribed. */
  pushConfig: endpoint('GET', '/api/push/subscriptions'),
  subscribePush: endpoint('POST', '/api/push/subscriptions'),
  /** Body: the subscription's endpoint. */
  unsubscribePush: endpoint('DELETE', '/api/push/subscriptions'),
};

export const SEARCH_API = {
  /** ?q=&type=&page= */
  search: endpoint('GET', '/api/search'),
};

/** What the results are of; 'all' shows the first few of each. */
export const SEARCH_TYPES = ['posts', 'people', 'topics', 'replies', 'events', 'hashtags'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** ts_headline's marks around the matched words: characters no text contains, split by the page. */
export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_END = '\uE001';

/** Results per type on the 'all' view, and per page of one type. */
export const SEARCH_PREVIEW_SIZE = 5;
export const SEARCH_PAGE_SIZE = 20;
/** The page as you type waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 250;
