/** The profiles feature's query-key factory: every entry starts with ['profiles']. */
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (userId: string) => [...profileKeys.all, userId] as const,
};
