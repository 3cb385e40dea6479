/** The notifications feature's query-key factory: every entry starts with ['notifications']. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  /** The bell's panel: its own entry, so rows opened as "new" stay so while it is open. */
  panel: () => [...notificationKeys.all, 'panel'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: 'all' | 'unread') => [...notificationKeys.lists(), filter] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  push: () => [...notificationKeys.all, 'push'] as const,
};
