/** The auth feature's query-key factory: every auth cache entry starts with ['auth']. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};
