import type { PushSubscriptionInput } from '@la-meute/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePushSubscription, savePushSubscription } from '../api/save-push-subscription';
import { notificationKeys } from '../api/query-keys';
import { vapidKeyToBytes } from '../utils/vapid-key';

/** Why push cannot be turned on here: each has its own text (notifications.push.<reason>). */
export type PushProblem = 'unsupported' | 'denied' | 'unavailable' | 'noWorker';

export class PushSetupError extends Error {
  constructor(readonly reason: PushProblem) {
    super(reason);
    this.name = 'PushSetupError';
  }
}

export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

// The worker registers after the page's load (features/pwa): no registration, no push (dev server).
async function getRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new PushSetupError('noWorker');
  return registration;
}

async function subscribeDevice(publicKey: string | null): Promise<void> {
  if (!isPushSupported()) throw new PushSetupError('unsupported');
  if (!publicKey) throw new PushSetupError('unavailable');
  // Asked here only, after the member's click (browsers block, and members dislike, a prompt on page load).
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  const registration = await getRegistration();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyToBytes(publicKey) }));
  await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
}

async function unsubscribeDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await deletePushSubscription(endpoint);
}

const deviceKey = [...notificationKeys.push(), 'device'] as const;

/** Whether this very browser is subscribed (the server's `subscribed` counts every device). */
async function readDeviceSubscribed(): Promise<boolean> {
  if (!isPushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/** Web push on this device: its state, and the two actions the member's clicks start. */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const subscribed = useQuery({ queryKey: deviceKey, queryFn: readDeviceSubscribed, retry: false, refetchOnWindowFocus: false });
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.push() });
  };
  const enable = useMutation({ mutationFn: subscribeDevice, onSettled: settle });
  const disable = useMutation({ mutationFn: unsubscribeDevice, onSettled: settle });
  return { subscribed: subscribed.data ?? false, enable, disable };
}
