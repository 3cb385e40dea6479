import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { clearOfflineDb, offlineStorageAvailable, readRecord, writeRecord } from './offline-db';
import { forgetOutbox } from './outbox';

/** What a member's copy may take on this device; past it the oldest answers are left out first. */
export const SNAPSHOT_BUDGET_BYTES = 20 * 1024 * 1024;
/** The service worker's cache of the images a member was shown (vite.config.ts), emptied on sign-out. */
export const SHOWN_IMAGES_CACHE = 'shown-images';
// Written after a burst of answers has settled, not on each one; at once when the page is left.
const SAVE_DELAY_MS = 500;
const CURRENT_MEMBER_KEY = 'current-member';

interface Snapshot {
  memberId: string;
  savedAt: number;
  state: DehydratedState;
}

/**
 * The answers worth keeping: this page's successful ones and those of the pages seen before (each
 * page load starts a new cache), the newest of each, the newest first until the budget is spent.
 */
function snapshotOf(client: QueryClient, before: DehydratedState | undefined): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && query.meta?.offline !== false });
  const byHash = new Map(state.queries.map((query) => [query.queryHash, query]));
  for (const query of before?.queries ?? []) {
    const current = byHash.get(query.queryHash);
    if (!current || current.state.dataUpdatedAt < query.state.dataUpdatedAt) byHash.set(query.queryHash, query);
  }
  const newestFirst = [...byHash.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const kept: typeof state.queries = [];
  let bytes = 0;
  for (const query of newestFirst) {
    bytes += JSON.stringify(query).length * 2;
    if (bytes > SNAPSHOT_BUDGET_BYTES) break;
    kept.push(query);
  }
  return { mutations: [], queries: kept };
}

/** Every copy kept on this device: the stored answers, the pending writes and the images shown. */
export async function clearOfflineData(): Promise<void> {
  forgetOutbox();
  await clearOfflineDb().catch((error: unknown) => console.warn('The offline copy could not be erased', error));
  if (typeof caches !== 'undefined') await caches.delete(SHOWN_IMAGES_CACHE).catch(() => false);
}

/**
 * Keeps what the signed-in member was shown on this device, so the app opened without a network
 * shows it again (restoreLastSnapshot). Signing out — here, elsewhere, or the session revoked —
 * erases it: the moment the server answers that nobody is signed in.
 */
export function keepQueriesOffline(client: QueryClient, memberOf: (client: QueryClient) => string | null | undefined): () => void {
  if (!offlineStorageAvailable()) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let knownMember: string | null = null;
  const save = () => {
    timer = undefined;
    const memberId = memberOf(client);
    if (!memberId) return;
    void readRecord<Snapshot>('snapshots', memberId)
      .then((before) => writeRecord('snapshots', { memberId, savedAt: Date.now(), state: snapshotOf(client, before?.state) } satisfies Snapshot, memberId))
      .then(() => writeRecord('snapshots', memberId, CURRENT_MEMBER_KEY))
      .catch((error: unknown) => console.warn('The offline copy could not be saved', error));
  };
  const scheduleSave = () => {
    const memberId = memberOf(client);
    if (memberId === null && knownMember !== null) void clearOfflineData();
    if (memberId !== undefined) knownMember = memberId;
    if (memberId && !timer) timer = setTimeout(save, SAVE_DELAY_MS);
  };
  // A new answer, or the data a server-rendered page came with (added, never fetched here).
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || (event.type === 'updated' && event.action.type === 'success')) scheduleSave();
  });
  scheduleSave();
  const saveNow = () => {
    if (!timer) return;
    clearTimeout(timer);
    save();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', saveNow);
    document.removeEventListener('visibilitychange', onHidden);
    if (timer) clearTimeout(timer);
  };
}

/**
 * Puts the last signed-in member's copy in the cache, when the app opens on the bare shell (the
 * service worker's, without a network). Their answers keep the time they were fetched, so each
 * is asked for again as soon as the network is back. Resolves with the copy's time, or null.
 */
export async function restoreLastSnapshot(client: QueryClient): Promise<number | null> {
  if (!offlineStorageAvailable()) return null;
  try {
    const memberId = await readRecord<string>('snapshots', CURRENT_MEMBER_KEY);
    const snapshot = memberId ? await readRecord<Snapshot>('snapshots', memberId) : undefined;
    if (!snapshot) return null;
    hydrate(client, snapshot.state);
    // With a network the copy only fills the page until each answer is fetched again (the shell can
    // also open online: a server that did not answer the page): every restored entry is out of date.
    if (navigator.onLine) void client.invalidateQueries({ refetchType: 'none' });
    return snapshot.savedAt;
  } catch (error) {
    console.warn('The offline copy could not be read', error);
    return null;
  }
}
