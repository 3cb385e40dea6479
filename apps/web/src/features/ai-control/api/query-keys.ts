/** The AI control centre's query-key factory: every entry starts with ['ai-control']. */
export const aiControlKeys = {
  all: ['ai-control'] as const,
  stats: () => [...aiControlKeys.all, 'stats'] as const,
  logs: () => [...aiControlKeys.all, 'logs'] as const,
};
