import { EVENT_API, type RegistrationResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { eventKeys } from './query-keys';

export function registerForEvent(id: string): Promise<RegistrationResult> {
  return callApi(EVENT_API.register, { params: { id } });
}

/** SPEC §4: registration inserts a participant and reloads the list (and the detail). */
export function useRegisterForEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => registerForEvent(id),
    // Refused as full or already registered, the counts have moved too: reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
