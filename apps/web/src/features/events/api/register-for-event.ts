import { EVENT_API, type RegistrationResult } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { QueuedWrite } from '@/lib/offline/outbox-entry';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { useReplayableMutation } from '@/lib/offline/use-replayable-mutation';
import { eventKeys } from './query-keys';

/** Sent now, or kept in the outbox without a network (ADR 033): a full event answers on replay. */
export function registerForEvent(id: string, memberId: string, preview: string): Promise<RegistrationResult | QueuedWrite> {
  return sendOrQueue<RegistrationResult>(EVENT_API.register, { memberId, params: { id }, preview });
}

/** SPEC §4: registration inserts a participant and reloads the list (and the detail). */
export function useRegisterForEvent(id: string) {
  const queryClient = useQueryClient();
  return useReplayableMutation({
    mutationFn: ({ memberId, preview }: { memberId: string; preview: string }) => registerForEvent(id, memberId, preview),
    // Refused as full or already registered, the counts have moved too: reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
