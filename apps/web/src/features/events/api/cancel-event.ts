import { EVENT_API, type EventResponse } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { eventKeys } from './query-keys';

export function cancelEvent(id: string): Promise<EventResponse> {
  return callApi(EVENT_API.cancel, { params: { id } });
}

/** The organiser cancels: the page stays, marked cancelled; the list drops it. */
export function useCancelEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEvent(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
