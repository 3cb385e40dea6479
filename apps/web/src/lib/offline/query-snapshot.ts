import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { clearOfflineData, onOfflineDataCleared } from './clear-offline-data';
import { offlineStorageAvailable, readRecord, writeRecord } from './offline-db';

/** What a member's copy may take on this device; past it the oldest answers are left out first. */
export const SNAPSHOT_BUDGET_BYTES = 20 * 1024 * 1024;
// Written after a burst of answers has settled, not on each one; at once when the page is left.
const SAVE_DELAY_MS = 500;
const CURRENT_MEMBER_KEY = 'current-member';

interface Snapshot {
  memberId: string;
  savedAt: number;
  state: DehydratedState;
}

type HeldQuery = DehydratedState['queries'][number] & { bytes: number };

// What a tab just saved of the member's copy, told to the member's other tabs of this browser.
const SAVED_ANSWERS_CHANNEL = 'la-meute-offline-copy';
interface SavedAnswers {
  memberId: string;
  queries: DehydratedState['queries'];
}

/**
 * The member's copy as this page holds it: read from the device once, then kept in step with each
 * new answer, so a save only dehydrates and measures what changed since the one before (a long
 * feed or chat history is not turned into JSON again every half second).
 */
export class HeldCopy {
  private readonly queries = new Map<string, HeldQuery>();
  constructor(
    before: DehydratedState | undefined,
    private readonly budgetBytes = SNAPSHOT_BUDGET_BYTES,
  ) {
    for (const query of before?.queries ?? []) this.queries.set(query.queryHash, { ...query, bytes: sizeOf(query) });
  }

  private isNewer(queryHash: string, dataUpdatedAt: number) {
    return dataUpdatedAt > (this.queries.get(queryHash)?.state.dataUpdatedAt ?? -1);
  }

  /** Takes in this page's answers newer than those held (the others are already there); returns them. */
  update(client: QueryClient): DehydratedState['queries'] {
    const newer = (query: Query) => query.state.status === 'success' && query.meta?.offline !== false && this.isNewer(query.queryHash, query.state.dataUpdatedAt);
    const taken = dehydrate(client, { shouldDehydrateQuery: newer }).queries;
    for (const query of taken) this.queries.set(query.queryHash, { ...query, bytes: sizeOf(query) });
    return taken;
  }

  /** Takes in the answers another tab of the member saved, where newer than those held. */
  merge(queries: DehydratedState['queries']): void {
    for (const query of queries) {
      if (this.isNewer(query.queryHash, query.state.dataUpdatedAt)) this.queries.set(query.queryHash, { ...query, bytes: sizeOf(query) });
    }
  }

  /** The newest answers first until the budget is spent; the older ones are forgotten. */
  toState(): DehydratedState {
    const newestFirst = [...this.queries.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
    const kept: DehydratedState['queries'] = [];
    let bytes = 0;
    for (const { bytes: size, ...query } of newestFirst) {
      bytes += size;
      if (bytes > this.budgetBytes) {
        this.queries.delete(query.queryHash);
        continue;
      }
      kept.push(query);
    }
    return { mutations: [], queries: kept };
  }
}

// UTF-16 in memory: an upper bound of what the browser stores.
const sizeOf = (query: DehydratedState['queries'][number]) => JSON.stringify(query).length * 2;

// Saved when the page is idle (a burst of answers is rendered first), at the latest after this.
const IDLE_TIMEOUT_MS = 2000;
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 0);

/**
 * Keeps what the signed-in member was shown on this device, so the app opened without a network
 * shows it again (restoreLastSnapshot). Signing out — here, elsewhere, or the session revoked —
 * erases it: the moment the server answers that nobody is signed in.
 */
export function keepQueriesOffline(client: QueryClient, memberOf: (client: QueryClient) => string | null | undefined): () => void {
  if (!offlineStorageAvailable()) return () => {};
  // This page's copy of the member's, forgotten with the stored one.
  let held: { memberId: string; copy: Promise<HeldCopy> } | null = null;
  onOfflineDataCleared(() => {
    held = null;
  });
  const otherTabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SAVED_ANSWERS_CHANNEL);
  if (otherTabs) {
    otherTabs.onmessage = (event: MessageEvent<SavedAnswers>) => {
      const { memberId, queries } = event.data;
      if (held?.memberId === memberId) void held.copy.then((copy) => copy.merge(queries));
    };
  }
  let scheduled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Who this page knows is signed in: undefined until the session is first known here.
  let knownMember: string | null | undefined;
  const copyOf = (memberId: string) => {
    if (held?.memberId !== memberId) {
      held = { memberId, copy: readRecord<Snapshot>('snapshots', memberId).then((before) => new HeldCopy(before?.state)) };
    }
    return held.copy;
  };
  const save = () => {
    if (!scheduled) return;
    scheduled = false;
    clearTimeout(timer);
    const memberId = memberOf(client);
    if (!memberId) return;
    void copyOf(memberId)
      .then((copy) => {
        const taken = copy.update(client);
        // The member's other tabs take these in, so whichever saves last keeps what both saw.
        if (taken.length > 0) otherTabs?.postMessage({ memberId, queries: taken } satisfies SavedAnswers);
        return writeRecord('snapshots', { memberId, savedAt: Date.now(), state: copy.toState() } satisfies Snapshot, memberId);
      })
      .then(() => writeRecord('snapshots', memberId, CURRENT_MEMBER_KEY))
      .catch((error: unknown) => {
        held = null;
        console.warn('The offline copy could not be saved', error);
      });
  };
  const scheduleSave = () => {
    const memberId = memberOf(client);
    if (memberId === undefined) return;
    if (knownMember === undefined) {
      // The session first known on this page: a copy left by anyone else (signed out or revoked
      // while no page was open, or another member who used this browser) is erased before this
      // member's is kept. Pending writes wait for their member (the outbox's replay erases anyone
      // else's); a sign-out on this device erased them already.
      knownMember = memberId;
      void readRecord<string>('snapshots', CURRENT_MEMBER_KEY)
        .then((stored) => (stored !== undefined && stored !== memberId ? clearOfflineData('what-was-seen') : undefined))
        .catch((error: unknown) => console.warn('The offline copy could not be read', error))
        .then(scheduleSave);
      return;
    }
    // Signed out, revoked or another member since: nothing they were shown stays on the device.
    if (memberId !== knownMember) {
      knownMember = memberId;
      void clearOfflineData('what-was-seen');
    }
    if (!memberId) return;
    // Read once the member is known, so a save as the page is left has nothing to wait for.
    void copyOf(memberId).catch(() => undefined);
    if (scheduled) return;
    scheduled = true;
    timer = setTimeout(() => whenIdle(save), SAVE_DELAY_MS);
  };
  // A new answer, or the data a server-rendered page came with (added, never fetched here).
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || (event.type === 'updated' && event.action.type === 'success')) scheduleSave();
  });
  scheduleSave();
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    otherTabs?.close();
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onHidden);
    scheduled = false;
    clearTimeout(timer);
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
