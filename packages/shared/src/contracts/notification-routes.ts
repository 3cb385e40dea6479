/**
 * The notifications centre's and search's addresses, apart from their schemas (ADR 011):
 * the navbar reads them without pulling zod into the first render.
 */
export const NOTIFICATION_ROUTES = {
  /** GET a page of the member's notifications, similar ones collapsed. */
  list: '/api/notifications',
  unreadCount: '/api/notifications/unread-count',
  /** POST: marks read everything up to a time ("Tout marquer comme lu", opening the panel). */
  read: '/api/notifications/read',
  /** GET and PUT the member's preferences. */
  preferences: '/api/notifications/preferences',
  /** POST without a session: the digest mail's unsubscribe link. */
  unsubscribe: '/api/notifications/unsubscribe',
  /** GET the VAPID public key; POST a subscription; DELETE one (body: its endpoint). */
  push: '/api/push/subscriptions',
} as const;

export const SEARCH_ROUTES = {
  /** GET ?q=&type=&page= */
  search: '/api/search',
} as const;

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
