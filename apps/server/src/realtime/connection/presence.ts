import { PRESENCE_LIST_LIMIT, PRESENCE_UPDATE_INTERVAL_MS, type PresenceEntry } from '@la-meute/shared';
import type { RealtimeServer } from '../socket-server';
import type { PresenceRoster } from './presence-roster';

/** Among the members in a room: who hides their online status, and the pairs blocked either way. */
export type PresenceVisibility = (memberIds: string[]) => Promise<{ hidden: string[]; blockedPairs: [string, string][] }>;

/** One entry per member or pseudonym, however many tabs they have open. */
function mergePresence(entries: PresenceEntry[]): PresenceEntry[] {
  const seen = new Map<string, PresenceEntry>();
  for (const entry of entries) {
    const key = entry.userId ? `user:${entry.userId}` : `anonymous:${entry.name}`;
    if (!seen.has(key)) seen.set(key, entry);
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const toUpdate = (room: string, members: PresenceEntry[]) => ({ room, members: members.slice(0, PRESENCE_LIST_LIMIT), total: members.length });

/**
 * A member who hides their online status is in nobody's list but their own, and a blocked pair
 * never sees each other, whichever of the two blocked (SPEC §3, ADR 019): a count that included
 * them would tell it all the same. Everyone else gets the one list in one broadcast; only the few
 * members who see something different (the hidden, the blocked) get theirs on their own sockets,
 * so a crowd still costs a single emit and two small reads.
 */
async function broadcastPresence(io: RealtimeServer, roster: PresenceRoster, room: string, visibility: PresenceVisibility) {
  const sockets = await roster.list(room);
  const everyone = mergePresence(sockets.map((socket) => socket.entry));
  const memberIds = everyone.flatMap((entry) => (entry.userId ? [entry.userId] : []));
  const { hidden: hiddenIds, blockedPairs } = await visibility(memberIds);
  const hidden = new Set(hiddenIds);
  const blockedWith = new Map<string, Set<string>>();
  for (const [first, second] of blockedPairs) {
    blockedWith.set(first, (blockedWith.get(first) ?? new Set()).add(second));
    blockedWith.set(second, (blockedWith.get(second) ?? new Set()).add(first));
  }

  const viewedBy = (viewerId: string | null) =>
    everyone.filter(({ userId }) => !userId || userId === viewerId || (!hidden.has(userId) && !blockedWith.get(viewerId ?? '')?.has(userId)));
  const ownSockets = new Map<string, string[]>();
  for (const { socketId, entry } of sockets) {
    const viewerId = entry.userId;
    if (!viewerId || (!hidden.has(viewerId) && !blockedWith.has(viewerId))) continue;
    ownSockets.set(viewerId, [...(ownSockets.get(viewerId) ?? []), socketId]);
  }

  const apart = [...ownSockets.values()].flat();
  io.to(room).except(apart).emit('presence:update', toUpdate(room, viewedBy(null)));
  for (const [viewerId, socketIds] of ownSockets) io.to(socketIds).emit('presence:update', toUpdate(room, viewedBy(viewerId)));
}

/** Collects the rooms whose online list changed and sends each once at the end of the interval. */
export function createPresenceScheduler(io: RealtimeServer, roster: PresenceRoster, visibility: PresenceVisibility) {
  let pending: Set<string> | null = null;
  return (room: string) => {
    if (!pending) {
      const rooms = new Set<string>();
      pending = rooms;
      setTimeout(() => {
        pending = null;
        // A list that cannot be checked is not sent: the next change sends it again.
        for (const name of rooms) void broadcastPresence(io, roster, name, visibility).catch(() => undefined);
      }, PRESENCE_UPDATE_INTERVAL_MS).unref();
    }
    pending.add(room);
  };
}
