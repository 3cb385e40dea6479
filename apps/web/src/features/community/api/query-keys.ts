/** The community feature's query-key factory: every entry starts with ['community']. */
export const communityKeys = {
  all: ['community'] as const,
  stats: () => [...communityKeys.all, 'stats'] as const,
};
