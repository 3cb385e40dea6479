import { BLOCK_API, type BlockList, type BlockState } from '@la-meute/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';

/**
 * Block and mute: the profile dialog, the profile page's list and the chat all read the
 * member's own lists, so they share one cache entry (the features never import one another).
 */
export const blockListQueryKey = ['blocks'] as const;

export function getBlockList(signal?: AbortSignal): Promise<BlockList> {
  return callApi(BLOCK_API.list, { signal });
}

export const blockListQueryOptions = queryOptions({
  queryKey: blockListQueryKey,
  queryFn: ({ signal }) => getBlockList(signal),
  staleTime: 5 * 60 * 1000,
});

/** Members only: a visitor has no lists (`enabled` false). */
export function useBlockList(enabled = true) {
  return useQuery({ ...blockListQueryOptions, enabled });
}

/** The ids the member hid (blocked or muted), for filtering content as it arrives live. */
export function hiddenAuthorIds(list: BlockList | undefined): ReadonlySet<string> {
  return new Set([...(list?.blocked ?? []), ...(list?.muted ?? [])].map((member) => member.id));
}

export type BlockChange = { userId: string; kind: 'block' | 'mute'; on: boolean };

export function setBlock({ userId, kind, on }: BlockChange): Promise<BlockState> {
  const endpoint = kind === 'block' ? (on ? BLOCK_API.block : BLOCK_API.unblock) : on ? BLOCK_API.mute : BLOCK_API.unmute;
  return callApi(endpoint, { params: { userId } });
}

/**
 * The reads a block or mute changes at once (the server filters them): the feed, the chat, the
 * profiles, discovery, conversations, connections and dating, by their query-key roots.
 */
const AFFECTED_QUERY_ROOTS = ['feed', 'chat', 'profiles', 'discovery', 'messaging', 'connections', 'dating'] as const;

/** Block, unblock, mute or unmute a member; what they hid disappears everywhere without a reload. */
export function useSetBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlock,
    onSuccess: async () => {
      // The buttons wait for the lists only: the other reads refresh behind them (not awaited, so a
      // slow feed does not hold the confirmation).
      for (const root of AFFECTED_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
      await queryClient.invalidateQueries({ queryKey: blockListQueryKey });
    },
  });
}
