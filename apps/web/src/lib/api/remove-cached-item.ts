import type { QueryClient, QueryKey } from '@tanstack/react-query';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `data` without any array item whose `id` is `id`, at any depth (a feed's pages, a post's
 * comments, a topic's replies…). Untouched branches keep their identity, so nothing else re-renders.
 */
export function withoutItem<T>(data: T, id: string): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next: unknown[] = [];
    for (const item of data) {
      if (isRecord(item) && item.id === id) {
        changed = true;
        continue;
      }
      const kept = withoutItem(item, id);
      if (kept !== item) changed = true;
      next.push(kept);
    }
    return (changed ? next : data) as T;
  }
  if (isRecord(data)) {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      const kept = withoutItem(value, id);
      if (kept !== value) changed = true;
      next[key] = kept;
    }
    return (changed ? next : data) as T;
  }
  return data;
}

type RemoveCachedItem = {
  /** Every cache (a key prefix) that can list the item. */
  caches: readonly QueryKey[];
  /** The item's own page, read again so it shows 'not found'. */
  detail: QueryKey | null;
  id: string;
};

/** Takes an item out of every cached list at once; counts come back from the server on next use. */
export function removeCachedItem(queryClient: QueryClient, { caches, detail, id }: RemoveCachedItem): void {
  for (const queryKey of caches) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => (data === undefined ? data : withoutItem(data, id)));
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
  if (detail) void queryClient.invalidateQueries({ queryKey: detail });
}
