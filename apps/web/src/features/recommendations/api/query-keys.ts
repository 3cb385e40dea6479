/**
 * The recommendations feature's query-key factory: every entry starts with ['recommendations'].
 * Its data is the signed-in member's own, so signing out clears it with the rest of their cache.
 */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  unseen: () => [...recommendationKeys.all, 'unseen'] as const,
};
