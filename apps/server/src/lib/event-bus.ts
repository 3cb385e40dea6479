import type { FastifyBaseLogger } from 'fastify';
import { domainEventSchemas, isDomainEventName, type DomainEventName, type DomainEventPayload } from '@la-meute/shared';
import type { RedisConnection } from './redis-broadcast';

export type DomainEventHandler<N extends DomainEventName> = (payload: DomainEventPayload<N>) => unknown;

export interface SubscribeOptions {
  /**
   * `emitter` (the default): the handler runs once, on the instance where the event happened —
   * for work that must not be repeated (an XP entry, a stored notification).
   * `every-instance`: it runs on every instance, through Redis when configured — for what each
   * instance holds itself (its caches, its own sockets).
   */
  scope?: 'emitter' | 'every-instance';
}

export interface EventBus {
  /** Never throws and never waits for subscribers: their failures are logged, not the emitter's. */
  emit: <N extends DomainEventName>(name: N, payload: DomainEventPayload<N>) => void;
  on: <N extends DomainEventName>(name: N, handler: DomainEventHandler<N>, options?: SubscribeOptions) => () => void;
  /** Resolves once every handler started so far has settled (tests, shutdown). */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

interface Subscription {
  handler: DomainEventHandler<DomainEventName>;
  everywhere: boolean;
}

type Envelope = { name: string; payload: unknown };

/** The typed domain-event bus: in process, and across instances when the connection has Redis. */
export async function createEventBus(options: { redis: RedisConnection; logger: FastifyBaseLogger }): Promise<EventBus> {
  const { logger } = options;
  const subscriptions = new Map<DomainEventName, Subscription[]>();
  const running = new Set<Promise<void>>();

  function run(name: DomainEventName, payload: unknown, fromHere: boolean) {
    for (const { handler, everywhere } of subscriptions.get(name) ?? []) {
      if (!fromHere && !everywhere) continue;
      const task = Promise.resolve()
        .then(() => handler(payload as DomainEventPayload<DomainEventName>))
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error, event: name }, 'Domain event handler failed'),
        )
        .finally(() => running.delete(task));
      running.add(task);
    }
  }

  const broadcast = await options.redis.broadcast<Envelope>('la-meute:domain-events', ({ name, payload }, fromHere) => {
    if (fromHere) return run(name as DomainEventName, payload, true);
    // Another instance's message is checked like any input before a handler sees it.
    const parsed = isDomainEventName(name) ? domainEventSchemas[name].safeParse(payload) : null;
    if (!parsed?.success) return logger.error({ event: name }, 'Unreadable domain event from another instance');
    run(name as DomainEventName, parsed.data, false);
  });

  return {
    emit(name, payload) {
      broadcast.publish({ name, payload }).catch((error: unknown) => logger.error({ err: error, event: name }, 'Domain event not published'));
    },
    on(name, handler, { scope = 'emitter' } = {}) {
      const subscription: Subscription = { handler: handler as DomainEventHandler<DomainEventName>, everywhere: scope === 'every-instance' };
      subscriptions.set(name, [...(subscriptions.get(name) ?? []), subscription]);
      return () => subscriptions.set(name, (subscriptions.get(name) ?? []).filter((entry) => entry !== subscription));
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async close() {
      await Promise.allSettled([...running]);
      await broadcast.close();
    },
  };
}
