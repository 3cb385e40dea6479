import crypto from 'node:crypto';
import { parseRoomName, type PresenceEntry } from '@la-meute/shared';
import type { Identity } from '../../lib/identity';
import type { RealtimeServer } from '../realtime-types';

/** A socket of a channel room as the online list needs it: whose it is, never more (guests are in none). */
export interface RosterEntry {
  socketId: string;
  entry: PresenceEntry;
}

/** How a connected identity appears in an online list; guests do not appear. */
export function toPresenceEntry(identity: Identity): PresenceEntry | null {
  if (identity.kind === 'member') {
    return { userId: identity.user.id, name: identity.user.displayName, avatarUrl: null, anonymous: false };
  }
  if (identity.kind === 'anonymous') return { userId: null, name: identity.pseudonym, avatarUrl: null, anonymous: true };
  return null;
}

interface RosterMulti {
  del: (key: string) => RosterMulti;
  hSet: (key: string, values: Record<string, string>) => RosterMulti;
  pExpire: (key: string, ms: number) => RosterMulti;
  sAdd: (key: string, member: string) => RosterMulti;
  sRem: (key: string, member: string) => RosterMulti;
  exec: () => Promise<unknown>;
}

/** What the roster needs of the instance's Redis command connection (node-redis). */
export interface RosterRedis {
  isReady: boolean;
  hSet: (key: string, values: Record<string, string>) => Promise<unknown>;
  hDel: (key: string, field: string) => Promise<unknown>;
  hGetAll: (key: string) => Promise<Record<string, string>>;
  sRem: (key: string, member: string) => Promise<unknown>;
  sMembers: (key: string) => Promise<string[]>;
  multi: () => RosterMulti;
}

// Each instance rewrites its part of every room it holds this often, and a part not rewritten for
// three times as long (its instance gone, or cut off from Redis) expires.
const RESYNC_MS = 10_000;
const PART_TTL_MS = 3 * RESYNC_MS;
const PREFIX = 'la-meute:presence';

/** Who is in a channel room on this instance: its adapter's own sockets, no request to anyone. */
function localEntries(io: RealtimeServer, room: string): RosterEntry[] {
  const ids = io.of('/').adapter.rooms.get(room);
  if (!ids) return [];
  const sockets = io.of('/').sockets;
  return [...ids].flatMap((socketId) => {
    const identity = sockets.get(socketId)?.data.identity;
    const entry = identity ? toPresenceEntry(identity) : null;
    return entry ? [{ socketId, entry }] : [];
  });
}

/**
 * The channels' online lists across instances, without asking every instance for every socket of
 * a room on each change (fetchSockets: each instance sent the whole room back, a tenth of an
 * instance's CPU while thousands joined). Each instance keeps its own part of each room in Redis
 * (a hash per room and instance, updated as its sockets join and leave, rewritten every
 * RESYNC_MS and expiring without it) and a list reads the parts. With Redis absent or down, the
 * list is this instance's own, as every realtime feature then is.
 */
export function createPresenceRoster(io: RealtimeServer, redis: RosterRedis | null) {
  const instance: string = crypto.randomUUID();
  const partKey = (room: string, of = instance) => `${PREFIX}:${room}:${of}`;
  const instancesKey = (room: string) => `${PREFIX}:${room}:instances`;
  const held = new Set<string>();
  const isChannel = (room: string) => parseRoomName(room)?.kind === 'channel';
  const write = (run: (client: RosterRedis) => Promise<unknown>) => {
    if (redis?.isReady) run(redis).catch(() => undefined);
  };

  /** This instance's part of the room, rewritten whole in one transaction from its sockets now. */
  function writePart(client: RosterRedis, room: string) {
    const entries = localEntries(io, room);
    if (entries.length === 0) {
      held.delete(room);
      return client.multi().del(partKey(room)).sRem(instancesKey(room), instance).exec();
    }
    const values = Object.fromEntries(entries.map(({ socketId, entry }) => [socketId, JSON.stringify(entry)]));
    return client.multi().del(partKey(room)).hSet(partKey(room), values).pExpire(partKey(room), PART_TTL_MS).sAdd(instancesKey(room), instance).exec();
  }

  if (redis) {
    const adapter = io.of('/').adapter;
    adapter.on('join-room', (room: string, socketId: string) => {
      if (!isChannel(room)) return;
      const identity = io.of('/').sockets.get(socketId)?.data.identity;
      const entry = identity ? toPresenceEntry(identity) : null;
      if (!entry) return;
      const first = !held.has(room);
      held.add(room);
      write((client) =>
        first ? writePart(client, room) : client.hSet(partKey(room), { [socketId]: JSON.stringify(entry) }),
      );
    });
    adapter.on('leave-room', (room: string, socketId: string) => {
      if (isChannel(room)) write((client) => client.hDel(partKey(room), socketId));
    });
  }
  const resync = setInterval(() => {
    for (const room of [...held]) write((client) => writePart(client, room));
  }, RESYNC_MS);
  resync.unref();

  return {
    /** Every socket of the room that shows in its online list, on every instance Redis can tell of. */
    async list(room: string): Promise<RosterEntry[]> {
      if (!redis?.isReady) return localEntries(io, room);
      const instances = await redis.sMembers(instancesKey(room));
      const parts = await Promise.all(
        instances.map(async (other) => {
          if (other === instance) return localEntries(io, room);
          const part = await redis.hGetAll(partKey(room, other));
          // A part that expired belongs to an instance that is gone.
          if (Object.keys(part).length === 0) void redis.sRem(instancesKey(room), other).catch(() => undefined);
          return Object.entries(part).map(([socketId, entry]) => ({ socketId, entry: JSON.parse(entry) as PresenceEntry }));
        }),
      );
      return instances.includes(instance) ? parts.flat() : [...parts.flat(), ...localEntries(io, room)];
    },
    stop() {
      clearInterval(resync);
    },
  };
}

export type PresenceRoster = ReturnType<typeof createPresenceRoster>;
