import type { ServerToClientEvents } from '@la-meute/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { getRoomStatus, onRealtimeEvent, subscribeToRoom, subscribeToRoomStatus, type RoomStatus } from './realtime';

export type RoomHandlers = { [E in keyof ServerToClientEvents]?: ServerToClientEvents[E] };

type UseRoomOptions = {
  /** Server events to listen to while in the room. Events are not tagged by room: filter in the handler. */
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
  const eventNames = (Object.keys(handlers) as (keyof ServerToClientEvents)[]).sort().join(' ');

  useEffect(() => {
    if (!room) return undefined;
    // Listeners first, so nothing sent right after the join is missed.
    const offs = (eventNames ? (eventNames.split(' ') as (keyof ServerToClientEvents)[]) : []).map((event) =>
      onRealtimeEvent(event, ((...args: unknown[]) => {
        const handler = latest.current.handlers[event] as ((...values: unknown[]) => void) | undefined;
        handler?.(...args);
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
