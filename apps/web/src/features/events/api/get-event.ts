import { EVENT_API, type EventResponse } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiRequestError } from '@/lib/api/api-client';
import { eventKeys } from './query-keys';

export function getEvent(id: string, signal?: AbortSignal): Promise<EventResponse> {
  return callApi(EVENT_API.detail, { params: { id }, signal });
}

export function eventQueryOptions(id: string, viewerKey: string | null) {
  return queryOptions({
    queryKey: [...eventKeys.detail(id), viewerKey],
    queryFn: ({ signal }) => getEvent(id, signal),
    // A missing event stays missing: no second try.
    retry: (failures, error) => failures < 1 && !(isApiRequestError(error) && error.status === 404),
  });
}

/** One event with the viewer's part in it; `viewerKey` refetches it when the reader changes. */
export function useEvent(id: string, viewerKey: string | null) {
  return useQuery(eventQueryOptions(id, viewerKey));
}
