import { describe, expect, it, vi } from 'vitest';
import type { DomainEventName, DomainEventPayload } from '@la-meute/shared';
import type { NotificationSourcesRepository } from './notification-sources.repository';
import { subscribeNotificationTriggers } from './notification-triggers';

/** A bus that runs one event's handlers and waits for them. */
function createFakeBus() {
  const handlers = new Map<string, ((payload: unknown) => unknown)[]>();
  return {
    on: (name: string, handler: (payload: unknown) => unknown) => {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
      return () => undefined;
    },
    fire: async <N extends DomainEventName>(name: N, payload: DomainEventPayload<N>) => {
      await Promise.all((handlers.get(name) ?? []).map((handler) => handler(payload)));
    },
  };
}

describe('message notifications', () => {
  it('skip the recipient who has the conversation open and link a direct one to its sender', async () => {
    const bus = createFakeBus();
    const notify = vi.fn(async () => null);
    const sources = { findConversation: async () => ({ conversationType: 'private', title: null }) } as unknown as NotificationSourcesRepository;
    subscribeNotificationTriggers({
      events: bus as never,
      notifications: { notify, markConversationRead: vi.fn() },
      sources,
      conversationViewers: async () => new Set(['reader']),
    });
    await bus.fire('message.sent', { messageId: 'm', conversationId: 'c', senderId: 'sender', recipientIds: ['reader', 'away'], at: new Date().toISOString() });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'away', kind: 'message.received', actorId: 'sender', groupKey: 'conversation:c', link: '/direct-messages?user=sender' }),
    );
  });
});
