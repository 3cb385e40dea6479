import type { MemberEvent } from '@la-meute/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { holdRealtimeConnection, onRealtimeEvent } from './realtime';

/**
 * The member's own live events (their `member:<id>` room, which the server joins at the handshake:
 * so the connection is held open even with no room), while `enabled` — for members only, a
 * visitor's page must not load the realtime client (ADR 011). `onEvent` may change every render:
 * the listener stays attached and calls the latest one. Rooms a page joins go through useRoom.
 */
export function useMemberEvents(enabled: boolean, onEvent: (event: MemberEvent) => void): void {
  const latest = useRef(onEvent);
  useLayoutEffect(() => {
    latest.current = onEvent;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const release = holdRealtimeConnection();
    const off = onRealtimeEvent('member:event', ({ event }) => latest.current(event));
    return () => {
      off();
      release();
    };
  }, [enabled]);
}
