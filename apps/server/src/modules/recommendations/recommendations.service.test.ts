import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { DomainEventName } from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import type { RecommendationsRepository } from './recommendations.repository';
import { createRecommendationsService } from './recommendations.service';

/** The subscriptions only: handlers are called by hand, as the bus would on the emitting instance. */
function fakeBus() {
  const handlers = new Map<string, ((payload: never) => unknown)[]>();
  const bus = {
    on: (name: DomainEventName, handler: (payload: never) => unknown) => {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
      return () => handlers.set(name, (handlers.get(name) ?? []).filter((entry) => entry !== handler));
    },
  } as unknown as EventBus;
  const emit = (name: DomainEventName, payload: object) => handlers.get(name)?.forEach((handler) => handler(payload as never));
  return { bus, emit };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('runs the engine once per member after a quiet time, whatever the burst of activity', async () => {
  const runs: string[] = [];
  const findMember = async (userId: string) => {
    runs.push(userId);
    return null;
  };
  const repository = { findMember } as unknown as RecommendationsRepository;
  const { bus, emit } = fakeBus();
  const service = createRecommendationsService({ repository, events: bus, phraser: null, logger: {} as FastifyBaseLogger, debounceMs: 5000 });
  const at = new Date().toISOString();

  emit('profile.updated', { userId: 'ana', at });
  emit('post.created', { postId: 'p', authorId: 'ana', at });
  await vi.advanceTimersByTimeAsync(4000);
  emit('chat.message.sent', { messageId: 'm', channelId: 'c', authorId: 'ana', at });
  emit('chat.message.sent', { messageId: 'n', channelId: 'c', authorId: null, at });
  emit('connection.requested', { connectionId: 'x', fromUserId: 'bob', toUserId: 'ana', at });
  await vi.advanceTimersByTimeAsync(4999);
  expect(runs).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(runs.sort()).toEqual(['ana', 'bob']);

  emit('member.signed-in', { userId: 'ana', at });
  await service.close();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(runs).toHaveLength(2);
});
