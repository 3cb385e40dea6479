/** The landing feature's query-key factory: every entry starts with ['landing']. */
export const landingKeys = {
  all: ['landing'] as const,
  upcomingEvents: (limit: number) => [...landingKeys.all, 'upcoming-events', limit] as const,
  recentMembers: (limit: number) => [...landingKeys.all, 'recent-members', limit] as const,
};

/** Public figures change slowly; a minute spares refetches when a visitor comes back to the page. */
export const PUBLIC_DATA_STALE_TIME_MS = 60 * 1000;
