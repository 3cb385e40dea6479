import { useQueryClient } from '@tanstack/react-query';
import { useMemberEvents } from '@/lib/realtime/use-member-events';
import { connectionsKeys } from '../api/query-keys';

/**
 * A request sent to the member, or one of theirs accepted, arrives live (their member room): the
 * lists reload, and `onChange` tells the page (discovery's cards).
 */
export function useConnectionEvents(onChange?: () => void) {
  const queryClient = useQueryClient();
  useMemberEvents(true, (event) => {
    if (event.type !== 'connection.changed') return;
    void queryClient.invalidateQueries({ queryKey: connectionsKeys.all });
    onChange?.();
  });
}
