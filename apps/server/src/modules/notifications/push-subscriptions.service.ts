import type { PushConfig, PushSubscriptionInput } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { OutboundRefusedError, type OutboundGuard } from '../../lib/outbound-guard';
import type { PushDeliveryRepository } from './push-delivery.repository';

/** The profile page's web-push switch — the key to subscribe with, the member's devices. */
export function createPushSubscriptionsService(deps: { repository: PushDeliveryRepository; publicKey: string | null; outbound: OutboundGuard }) {
  const { repository } = deps;
  return {
    async getConfig(userId: string): Promise<PushConfig> {
      return { publicKey: deps.publicKey, subscribed: await repository.hasSubscription(userId) };
    },

    async subscribe(userId: string, input: PushSubscriptionInput): Promise<void> {
      if (!deps.publicKey) throw new AppError(503, 'push.unavailable');
      // The server will connect to this address at every notification: never one inside its own network.
      await deps.outbound.checkUrl(input.endpoint, { schemes: ['https:'] }).catch((error: unknown) => {
        throw error instanceof OutboundRefusedError ? new AppError(400, 'push.endpoint_refused') : error;
      });
      await repository.upsertSubscription(userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
    },

    /** Only the member's own device: another member's endpoint is as unknown as a made-up one. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      if (!(await repository.deleteOwnSubscription(userId, endpoint))) throw new AppError(404, 'push.subscription_not_found');
    },
  };
}

export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
