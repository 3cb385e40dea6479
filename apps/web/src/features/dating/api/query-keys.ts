/** The dating feature's query-key factory: every entry starts with ['dating']. */
export const datingKeys = {
  all: ['dating'] as const,
  preferences: () => [...datingKeys.all, 'preferences'] as const,
  discover: () => [...datingKeys.all, 'discover'] as const,
  matches: () => [...datingKeys.all, 'matches'] as const,
};
