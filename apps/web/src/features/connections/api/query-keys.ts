/** The connections feature's query-key factory: every entry starts with ['connections']. */
export const connectionsKeys = {
  all: ['connections'] as const,
  list: () => [...connectionsKeys.all, 'list'] as const,
  requests: () => [...connectionsKeys.all, 'requests'] as const,
};
