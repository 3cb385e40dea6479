import { EVENT_API, type EventList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { eventKeys } from './query-keys';

export function getEvents(signal?: AbortSignal): Promise<EventList> {
  return callApi(EVENT_API.list, { signal });
}

/**
 * SPEC §7: published upcoming events, soonest first, with the viewer's registrations (retried
 * once). `viewerKey` (the member id or null) refetches the list when the reader signs in or out.
 */
export function eventsQueryOptions(viewerKey: string | null) {
  return queryOptions({
    queryKey: [...eventKeys.list(), viewerKey],
    queryFn: ({ signal }) => getEvents(signal),
    retry: 1,
  });
}

export function useEvents(viewerKey: string | null) {
  return useQuery(eventsQueryOptions(viewerKey));
}
