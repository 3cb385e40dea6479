import type { DiscoveryTab } from '@la-meute/shared';

/** The discovery feature's query-key factory: every entry starts with ['discovery']. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  list: (tab: DiscoveryTab) => [...discoveryKeys.all, 'list', tab] as const,
};
