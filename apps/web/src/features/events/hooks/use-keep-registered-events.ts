import type { EventList } from '@la-meute/shared';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventQueryOptions } from '../api/get-event';

// A detail fetched less than this long ago is not asked for again by the list.
const KEPT_FRESH_MS = 5 * 60_000;

/**
 * The detail of every event the member registered for, fetched with the list so that it is in the
 * offline copy (ADR 033): the page of an event they go to reads without a network, opened or not.
 */
export function useKeepRegisteredEvents(list: EventList | undefined, viewerId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!list || !viewerId || !onlineManager.isOnline()) return;
    for (const event of list.events) {
      if (event.viewerRegistered) void queryClient.prefetchQuery({ ...eventQueryOptions(event.id, viewerId), staleTime: KEPT_FRESH_MS });
    }
  }, [list, viewerId, queryClient]);
}
