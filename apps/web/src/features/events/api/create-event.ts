import { EVENT_API, type EventInput, type EventResponse } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { eventKeys } from './query-keys';

export function createEvent(input: EventInput): Promise<EventResponse> {
  return callApi(EVENT_API.create, { body: input });
}

/** SPEC §6 'create an event': published at once; the list reloads. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
