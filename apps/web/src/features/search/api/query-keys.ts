import type { SearchFilter } from '../lib/search-params';

/**
 * The search feature's query-key factory: every entry starts with ['search']. Results carry the
 * viewer id because blocks and privacy change what each member may find.
 */
export const searchKeys = {
  all: ['search'] as const,
  results: (search: { q: string; type: SearchFilter }, viewerId: string | null) => [...searchKeys.all, 'results', search, viewerId] as const,
  member: (username: string, viewerId: string | null) => [...searchKeys.all, 'member', username.toLocaleLowerCase(), viewerId] as const,
};
