import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onRealtimeEvent } from '@/lib/realtime';
import { connectionsKeys } from '../api/query-keys';

/**
 * A request sent to the member, or one of theirs accepted, arrives live (their member room, kept
 * open by the navbar): the lists reload, and `onChange` tells the page (discovery's cards).
 */
export function useConnectionEvents(onChange?: () => void) {
  const queryClient = useQueryClient();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(
    () =>
      onRealtimeEvent('member:event', ({ event }) => {
        if (event.type !== 'connection.changed') return;
        void queryClient.invalidateQueries({ queryKey: connectionsKeys.all });
        latest.current?.();
      }),
    [queryClient],
  );
}
