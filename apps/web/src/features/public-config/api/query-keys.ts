/** The public-config feature's query-key factory. */
export const publicConfigKeys = {
  all: ['public-config'] as const,
};
