import { IDEMPOTENCY_KEY_HEADER, REPLAYABLE_WRITES, type ErrorCode } from '@la-meute/shared';
import { onlineManager } from '@tanstack/react-query';
import { callApi, isApiRequestError } from '@/lib/api/api-client';
import { onOfflineDataCleared } from './clear-offline-data';
import { deleteRecord, offlineStorageAvailable, readAllRecords, writeRecord } from './offline-db';
import { writeNameOf, type OutboxEntry, type QueuedWrite, type ReplayableWrite, type WriteName } from './outbox-entry';

// Refusals worth trying again later (signed out, too many at once, the first try still running, the
// server unreachable): the entry stays pending. Every other refusal is its outcome.
const PASSING_REFUSALS = new Set<ErrorCode>(['auth.required', 'http.rate_limited', 'http.idempotency_pending', 'http.unavailable', 'http.internal']);

/** The Background Sync tag the service worker replays the outbox under (sw/outbox-sync.ts). */
export const OUTBOX_SYNC_TAG = 'la-meute-outbox';
/** What the service worker tells the app's pages once it delivered writes of the outbox. */
export const OUTBOX_DELIVERED_MESSAGE = 'la-meute:outbox-delivered';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the service worker once there is a network again (Background Sync,
 * where the browser has it): the outbox is then sent even if every tab of the app was closed.
 * Elsewhere the next load, `online` or the page shown again sends it.
 */
function askForBackgroundSync(): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

let entries: OutboxEntry[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();
let onDelivered: (entry: OutboxEntry) => void = () => {};

function publish(next: OutboxEntry[]) {
  entries = next.sort((a, b) => a.createdAt - b.createdAt);
  listeners.forEach((listener) => listener());
}

/** The stored entries, read once per page; later changes are kept in step here. */
function loadOutbox(): Promise<void> {
  loaded ??= offlineStorageAvailable()
    ? readAllRecords<OutboxEntry>('outbox').then(publish, (error: unknown) => console.warn('The outbox could not be read', error))
    : Promise.resolve();
  return loaded;
}

export const subscribeToOutbox = (listener: () => void) => {
  void loadOutbox();
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const readOutbox = () => entries;

/** Reads the stored entries again: another context (the service worker) changed them. */
export function reloadOutbox(): Promise<void> {
  loaded = null;
  return loadOutbox();
}

/** What the app does once a queued write went through (the answers it changes are fetched again). */
export function setOutboxDelivery(handler: (entry: OutboxEntry) => void): void {
  onDelivered = handler;
}

async function store(entry: OutboxEntry) {
  publish([...entries.filter((other) => other.key !== entry.key), entry]);
  await writeRecord('outbox', entry);
}

// The stored entries are erased with the whole copy: this tab's mirror with them.
onOfflineDataCleared((erased) => {
  if (erased === 'everything') publish([]);
});

/** Forgets an entry: delivered, or a refused one the member removed. */
export async function removeFromOutbox(key: string): Promise<void> {
  publish(entries.filter((entry) => entry.key !== key));
  await deleteRecord('outbox', key);
}

function endpointOf(name: WriteName): ReplayableWrite {
  const found = REPLAYABLE_WRITES.find((write) => writeNameOf(write) === name);
  if (!found) throw new Error(`${name} is not a replayable write`);
  return found;
}

const send = (entry: OutboxEntry) =>
  (callApi as (endpoint: ReplayableWrite, call: object) => Promise<unknown>)(endpointOf(entry.write), {
    params: entry.params,
    body: entry.body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: entry.key },
  });

/** A write as a feature hands it over: whose, its address's values, its body, what it shows pending. */
export type ReplayableCall = { memberId: string; params?: Record<string, string>; body?: unknown; preview?: string };

/**
 * A replayable write, sent now when there is a network, else kept in the outbox and sent when it
 * returns. Sent now and lost on the way (the answer or the request), it is kept too, under the same
 * key: if it had reached the server, the replay is answered with that outcome and applied once.
 */
export async function sendOrStore<T>(write: ReplayableWrite, call: ReplayableCall): Promise<T | QueuedWrite> {
  const entry: OutboxEntry = {
    key: crypto.randomUUID(),
    memberId: call.memberId,
    write: writeNameOf(write),
    params: call.params,
    body: call.body,
    createdAt: Date.now(),
    state: 'pending',
    preview: call.preview,
  };
  if (onlineManager.isOnline()) {
    try {
      return (await send(entry)) as T;
    } catch (error) {
      if (!isApiRequestError(error) || error.status !== 0 || !offlineStorageAvailable()) throw error;
    }
  }
  if (!offlineStorageAvailable()) throw new Error('No offline storage on this browser');
  await loadOutbox();
  await store(entry);
  askForBackgroundSync();
  return { queued: true, key: entry.key };
}

let replaying: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelayMs = 0;
const FIRST_RETRY_MS = 2000;
const LAST_RETRY_MS = 60_000;

/** Tried again later by itself: the network can be back before requests pass, a limit ends. */
function retryLater(memberId: string, afterSeconds?: number) {
  retryDelayMs = Math.min(LAST_RETRY_MS, Math.max(FIRST_RETRY_MS, retryDelayMs * 2, (afterSeconds ?? 0) * 1000));
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void replayOutbox(memberId), retryDelayMs);
  askForBackgroundSync();
}

/**
 * Sends the member's pending writes, oldest first, one at a time (a reply after the topic, a
 * message after the one before). Stops at the first that cannot pass now; the next `online`, load
 * or call goes on from there. One loop at a time per tab; the keys make two tabs harmless.
 */
export function replayOutbox(memberId: string): Promise<void> {
  replaying ??= (async () => {
    await loadOutbox();
    // Writes kept for a member whose session ended are theirs only: anyone else signed in here erases them.
    for (const entry of entries.filter((candidate) => candidate.memberId !== memberId)) await removeFromOutbox(entry.key);
    for (const entry of entries.filter((candidate) => candidate.memberId === memberId && candidate.state === 'pending')) {
      if (!onlineManager.isOnline()) return;
      try {
        await send(entry);
      } catch (error) {
        if (!isApiRequestError(error) || PASSING_REFUSALS.has(error.code)) {
          retryLater(memberId, isApiRequestError(error) ? error.retryAfterSeconds : undefined);
          return;
        }
        await store({ ...entry, state: 'failed', error: error.code });
        continue;
      }
      retryDelayMs = 0;
      await removeFromOutbox(entry.key);
      onDelivered(entry);
    }
  })()
    .catch((error: unknown) => console.warn('The outbox could not be sent', error))
    .finally(() => {
      replaying = null;
    });
  return replaying;
}
