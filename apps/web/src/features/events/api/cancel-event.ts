import { EVENT_ROUTES, type EventResponse } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { eventKeys } from './query-keys';

export function cancelEvent(id: string): Promise<EventResponse> {
  return apiClient.post<EventResponse>(EVENT_ROUTES.cancel(encodeURIComponent(id)));
}

/** The organiser cancels: the page stays, marked cancelled; the list drops it. */
export function useCancelEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEvent(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
