import { PRESENCE_LIST_LIMIT, PRESENCE_UPDATE_INTERVAL_MS, type PresenceEntry } from '@la-meute/shared';
import type { Identity } from '../../lib/identity';
import { fetchSocketsIn, type RealtimeServer } from '../socket-server';

/** How a connected identity appears in an online list; guests do not appear. */
function toPresenceEntry(identity: Identity): PresenceEntry | null {
  if (identity.kind === 'member') {
    return { userId: identity.user.id, name: identity.user.displayName, avatarUrl: null, anonymous: false };
  }
  if (identity.kind === 'anonymous') return { userId: null, name: identity.pseudonym, avatarUrl: null, anonymous: true };
  return null;
}

/** One entry per member or pseudonym, however many tabs they have open. */
function mergePresence(identities: Identity[]): PresenceEntry[] {
  const seen = new Map<string, PresenceEntry>();
  for (const identity of identities) {
    const entry = toPresenceEntry(identity);
    if (!entry) continue;
    const key = entry.userId ? `user:${entry.userId}` : `anonymous:${entry.name}`;
    if (!seen.has(key)) seen.set(key, entry);
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

async function broadcastPresence(io: RealtimeServer, room: string) {
  const sockets = await fetchSocketsIn(io, room);
  const members = mergePresence(sockets.map((socket) => socket.data.identity));
  io.to(room).emit('presence:update', { room, members: members.slice(0, PRESENCE_LIST_LIMIT), total: members.length });
}

/** Collects the rooms whose online list changed and sends each once at the end of the interval. */
export function createPresenceScheduler(io: RealtimeServer) {
  let pending: Set<string> | null = null;
  return (room: string) => {
    if (!pending) {
      const rooms = new Set<string>();
      pending = rooms;
      setTimeout(() => {
        pending = null;
        for (const name of rooms) void broadcastPresence(io, name).catch(() => undefined);
      }, PRESENCE_UPDATE_INTERVAL_MS).unref();
    }
    pending.add(room);
  };
}
