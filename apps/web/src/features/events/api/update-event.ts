import { EVENT_API, type EventInput, type EventResponse } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { eventKeys } from './query-keys';

export function updateEvent(id: string, input: EventInput): Promise<EventResponse> {
  return callApi(EVENT_API.update, { params: { id }, body: input });
}

/** The organiser edits their event; list and detail reload. */
export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => updateEvent(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
