import { AUTH_API, type SessionResponse } from '@la-meute/shared';
import { callApi } from '@/lib/api/api-client';
import { OUTBOX_DELIVERED_MESSAGE, OUTBOX_SYNC_TAG, readOutbox, reloadOutbox, replayOutbox, setOutboxDelivery } from '@/lib/offline/outbox';
import { clearOfflineData } from '@/lib/offline/clear-offline-data';

/**
 * Background Sync for the outbox (ADR 033), run inside the service worker (built to /outbox-sw.js
 * and loaded by sw.js with importScripts, vite.config.ts): when the browser has a network again it
 * wakes the worker, which sends the pending writes with the same replay loop as the pages, even if
 * no tab of the app is open. The pages are told, so they show what was delivered.
 */

// The parts of the service worker's scope used here (the app is typed against the DOM's).
interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ postMessage(message: unknown): void }[]> };
}
const worker = self as unknown as WorkerScope;

async function tellPages(): Promise<void> {
  for (const page of await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })) page.postMessage({ type: OUTBOX_DELIVERED_MESSAGE });
}

/**
 * Only the signed-in member's writes go, under their session (the server checks it as for any
 * request); nobody signed in, what the member was shown is erased as the pages do, and their
 * writes wait for them to sign in again.
 */
async function replayForSignedInMember(): Promise<void> {
  const { user }: SessionResponse = await callApi(AUTH_API.session);
  if (!user) {
    await clearOfflineData('what-was-seen');
    return;
  }
  let delivered = 0;
  setOutboxDelivery(() => {
    delivered += 1;
  });
  // The pages may have added or removed entries since this worker last read them.
  await reloadOutbox();
  await replayOutbox(user.id);
  if (delivered > 0) await tellPages();
  // Some still wait (the server unreachable, a limit): failing the sync makes the browser try again.
  if (readOutbox().some((entry) => entry.memberId === user.id && entry.state === 'pending')) throw new Error('The outbox still has pending writes');
}

worker.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replayForSignedInMember());
});
