import { EVENT_API, LANDING_COUNTS, type UpcomingEventList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { landingKeys, PUBLIC_DATA_STALE_TIME_MS } from './query-keys';

export function getUpcomingEvents(limit: number, signal?: AbortSignal): Promise<UpcomingEventList> {
  return callApi(EVENT_API.upcoming, { query: { limit }, signal });
}

export function upcomingEventsQueryOptions(limit: number = LANDING_COUNTS.events) {
  return queryOptions({
    queryKey: landingKeys.upcomingEvents(limit),
    queryFn: ({ signal }) => getUpcomingEvents(limit, signal),
    staleTime: PUBLIC_DATA_STALE_TIME_MS,
  });
}

/** SPEC §9: the landing shows the next 3 published events. */
export function useUpcomingEvents(limit: number = LANDING_COUNTS.events) {
  return useQuery(upcomingEventsQueryOptions(limit));
}
