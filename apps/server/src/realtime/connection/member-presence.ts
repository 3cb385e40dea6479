import { roomName } from '@la-meute/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus';
import { fetchSocketsIn, type RealtimeServer } from '../socket-server';

export interface MemberPresence {
  connected: (userId: string) => void;
  disconnected: (userId: string) => void;
  /** Resolves once every change started so far is stored and announced (shutdown, tests). */
  settled: () => Promise<void>;
}

/**
 * A member is online while at least one of their sockets is open, on any instance (SPEC §3
 * online_status). Only a real change is stored and announced (`member.presence-changed`), so a
 * second tab or a reconnect costs one UPDATE that matches nothing.
 */
export function trackMemberPresence(
  io: RealtimeServer,
  deps: {
    setOnlineStatus: (userId: string, online: boolean) => Promise<boolean>;
    events: Pick<EventBus, 'emit'>;
    logger: FastifyBaseLogger;
  },
): MemberPresence {
  // One change at a time per member on this instance: a quick reload's close and open stay in order.
  const queues = new Map<string, Promise<void>>();
  function inOrder(userId: string, task: () => Promise<void>) {
    const next = (queues.get(userId) ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => deps.logger.error({ err: error, userId }, 'Online status could not be updated'));
    queues.set(userId, next);
    void next.then(() => {
      if (queues.get(userId) === next) queues.delete(userId);
    });
  }

  async function store(userId: string, online: boolean) {
    if (await deps.setOnlineStatus(userId, online)) {
      deps.events.emit('member.presence-changed', { userId, online, at: new Date().toISOString() });
    }
  }

  const openSockets = async (userId: string) => (await fetchSocketsIn(io, roomName('member', userId))).length;

  return {
    connected: (userId) => inOrder(userId, () => store(userId, true)),
    disconnected: (userId) =>
      inOrder(userId, async () => {
        if ((await openSockets(userId)) > 0) return;
        await store(userId, false);
        // A tab opened on another instance between the count and the update must not leave them offline.
        if ((await openSockets(userId)) > 0) await store(userId, true);
      }),
    async settled() {
      while (queues.size > 0) await Promise.all([...queues.values()]);
    },
  };
}
