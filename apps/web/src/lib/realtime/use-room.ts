import type { ServerEventName, ServerToClientEvents } from '@la-meute/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { getRoomStatus, onRealtimeEvent, subscribeToRoom, subscribeToRoomStatus, type RoomStatus } from './realtime';

// A member room is the server's to join (at the handshake), never a component's.
type RoomEvent = Exclude<ServerEventName, 'member:event'>;
export type RoomHandlers = { [E in RoomEvent]?: ServerToClientEvents[E] };

type UseRoomOptions = {
  /** Server events to listen to while in the room; only this room's reach the handlers. */
  handlers?: RoomHandlers;
  /** Refetched after a reconnect, since events sent while offline never arrive. */
  queryKeys?: readonly QueryKey[];
};

/**
 * The one realtime hook: joins `room` (null joins nothing) for as long as the component is mounted,
 * calls the handlers with the latest props, and returns where the join stands.
 */
export function useRoom(room: string | null, { handlers = {}, queryKeys = [] }: UseRoomOptions = {}): RoomStatus | 'idle' {
  const queryClient = useQueryClient();
  const latest = useRef({ handlers, queryKeys });
  // Handlers change every render; listeners stay attached and read the newest ones.
  useLayoutEffect(() => {
    latest.current = { handlers, queryKeys };
  });
  const eventNames = (Object.keys(handlers) as RoomEvent[]).sort().join(' ');

  useEffect(() => {
    if (!room) return undefined;
    // Listeners first, so nothing sent right after the join is missed.
    const offs = (eventNames ? (eventNames.split(' ') as RoomEvent[]) : []).map((event) =>
      onRealtimeEvent(event, ((payload: { room: string }) => {
        // Every event names its room: the connection hears all of its rooms, this listener one.
        if (payload.room !== room) return;
        const handler = latest.current.handlers[event] as ((value: { room: string }) => void) | undefined;
        handler?.(payload);
      }) as ServerToClientEvents[typeof event]),
    );
    const leave = subscribeToRoom(room, {
      onResync: () => {
        for (const queryKey of latest.current.queryKeys) void queryClient.invalidateQueries({ queryKey });
      },
    });
    return () => {
      leave();
      for (const off of offs) off();
    };
  }, [room, eventNames, queryClient]);

  const getSnapshot = useCallback(() => (room ? (getRoomStatus(room) ?? 'joining') : 'idle'), [room]);
  // A server-rendered page has no connection (ADR 011): 'idle' there and while it hydrates.
  return useSyncExternalStore(subscribeToRoomStatus, getSnapshot, () => 'idle');
}
