/**
 * The room bookkeeping of the realtime connection, kept free of Socket.IO so it can be tested:
 * who listens to which room, whether each room is joined on the current connection, and which
 * listeners must refetch after a re-join (events sent while the connection was down are lost).
 */
export type RoomStatus = 'joining' | 'joined' | 'failed';

export interface RoomSubscriber {
  /** Called when the room is joined again after a lost connection: missed events must be fetched. */
  onResync?: () => void;
}

interface RoomEntry {
  subscribers: Set<RoomSubscriber>;
  status: RoomStatus;
  /** Joined on an earlier connection: the next join is a re-join and calls for a resync. */
  joinedBefore: boolean;
}

export function createRoomBook(onChange: () => void = () => {}) {
  const rooms = new Map<string, RoomEntry>();

  function setStatus(entry: RoomEntry, status: RoomStatus) {
    if (entry.status === status) return;
    entry.status = status;
    onChange();
  }

  return {
    /** Adds a listener; true when the room is new to the connection and must be joined. */
    add(room: string, subscriber: RoomSubscriber): boolean {
      const entry = rooms.get(room);
      if (entry) {
        entry.subscribers.add(subscriber);
        return false;
      }
      rooms.set(room, { subscribers: new Set([subscriber]), status: 'joining', joinedBefore: false });
      onChange();
      return true;
    },

    /** Removes a listener; true when nobody listens any more and the room must be left. */
    remove(room: string, subscriber: RoomSubscriber): boolean {
      const entry = rooms.get(room);
      if (!entry) return false;
      entry.subscribers.delete(subscriber);
      if (entry.subscribers.size > 0) return false;
      rooms.delete(room);
      onChange();
      return true;
    },

    has(room: string): boolean {
      return rooms.has(room);
    },

    /** Every room to join on a fresh connection. */
    rooms(): string[] {
      return [...rooms.keys()];
    },

    status(room: string): RoomStatus | undefined {
      return rooms.get(room)?.status;
    },

    /** The server confirmed a join; returns the listeners to resync when it was a re-join. */
    joined(room: string): RoomSubscriber[] {
      const entry = rooms.get(room);
      if (!entry) return [];
      const resync = entry.joinedBefore ? [...entry.subscribers] : [];
      entry.joinedBefore = true;
      setStatus(entry, 'joined');
      return resync;
    },

    failed(room: string): void {
      const entry = rooms.get(room);
      if (entry) setStatus(entry, 'failed');
    },

    /** The connection dropped (or is being replaced): the server forgot every room of this socket. */
    disconnected(): void {
      let changed = false;
      for (const entry of rooms.values()) {
        if (entry.status === 'joining') continue;
        entry.status = 'joining';
        changed = true;
      }
      if (changed) onChange();
    },
  };
}

export type RoomBook = ReturnType<typeof createRoomBook>;
