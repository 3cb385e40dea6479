import webPush from 'web-push';
import type { PushPayload } from '@la-meute/shared';
import { createOutboundGuard, OutboundRefusedError, type OutboundGuard } from '../../lib/outbound-guard';
import type { VapidKeys } from './push-vapid-keys';
import type { PushSubscriptionRow } from './push-delivery.repository';

/** How long a push service keeps a push for an offline device: a day-old notice is still worth it. */
const PUSH_TTL_S = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Every push connects through the outbound guard: an endpoint is an address a member's browser
 * gave, and it is checked again at each connection (its name may resolve elsewhere since).
 */
export interface PushTransportOptions {
  /** The composition root's guard, with the operator's OUTBOUND_ALLOW_HOSTS; without one, no exception at all. */
  guard?: OutboundGuard;
  /** Tests only: web-push speaks HTTPS only, and the fake push service's certificate is self-signed. */
  ca?: string | Buffer;
  timeoutMs?: number;
}

const strictGuard = createOutboundGuard();

/**
 * 'gone': the push service forgot the subscription (404, 410), or the endpoint now leads to an
 * address the guard refuses (a DNS failure is only 'failed'); either way it is removed. Real push
 * services never move into a private network, so such an endpoint is broken or hostile, and
 * keeping it would only mean resolving it again at every notification.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * One encrypted (aes128gcm), VAPID-signed push through web-push, the maintained implementation
 * of RFC 8030/8291/8292. Never throws: the outcome says what to do with the subscription.
 */
export async function sendPush(params: {
  subscription: PushSubscriptionRow;
  payload: PushPayload;
  vapid: VapidKeys & { subject: string };
  transport: PushTransportOptions;
  onError: (error: unknown) => void;
}): Promise<PushOutcome> {
  const { subscription, payload, vapid, transport } = params;
  try {
    await webPush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        TTL: PUSH_TTL_S,
        contentEncoding: 'aes128gcm',
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        timeout: transport.timeoutMs ?? PUSH_TIMEOUT_MS,
        agent: (transport.guard ?? strictGuard).httpsAgent({ ca: transport.ca }),
      },
    );
    return 'sent';
  } catch (error) {
    if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
    if (error instanceof OutboundRefusedError) {
      params.onError(error);
      return 'gone';
    }
    params.onError(error);
    return 'failed';
  }
}
