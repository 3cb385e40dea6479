import { NOTIFICATION_API, type PushSubscriptionInput } from '@la-meute/shared';
import { callApi } from '@/lib/api/api-client';

/** Hands the browser's subscription to the server, which pushes to it from then on. */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<unknown> {
  return callApi(NOTIFICATION_API.subscribePush, { body: subscription });
}

/** Forgets this device's subscription (the browser's own is undone by the caller). */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return callApi(NOTIFICATION_API.unsubscribePush, { body: { endpoint } });
}
