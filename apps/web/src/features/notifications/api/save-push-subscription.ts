import { NOTIFICATION_ROUTES, type PushSubscriptionInput } from '@la-meute/shared';
import { apiClient, apiRequest } from '@/lib/api-client';

/** Hands the browser's subscription to the server, which pushes to it from then on. */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<unknown> {
  return apiClient.post<unknown>(NOTIFICATION_ROUTES.push, subscription);
}

/** Forgets this device's subscription (the browser's own is undone by the caller). */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return apiRequest<void>(NOTIFICATION_ROUTES.push, { method: 'DELETE', body: { endpoint } });
}
