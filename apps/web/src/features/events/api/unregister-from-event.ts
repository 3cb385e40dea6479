import { EVENT_API, type RegistrationResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { eventKeys } from './query-keys';

export function unregisterFromEvent(id: string): Promise<RegistrationResult> {
  return callApi(EVENT_API.unregister, { params: { id } });
}

/** A member gives their place back before the event starts. */
export function useUnregisterFromEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unregisterFromEvent(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
