import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { OUTBOX_DELIVERED_MESSAGE, reloadOutbox, replayOutbox, setOutboxDelivery } from './outbox';
import { keepQueriesOffline, restoreLastSnapshot } from './query-snapshot';

/**
 * The offline copy and the outbox for the whole app (ADR 033): what the member is shown is kept
 * on the device, and their pending writes are sent when the app opens with a network, when the
 * network returns and when the page is shown again; each delivery fetches again what it changes.
 * Loaded on its own (app/start-app.tsx): a server's page goes live without it.
 */
export async function startOffline(client: QueryClient, memberOf: (client: QueryClient) => string | null | undefined, options: { restore: boolean }): Promise<void> {
  // The bare shell (no page from the server): what the member last saw, if anything, first.
  if (options.restore) await restoreLastSnapshot(client);
  keepQueriesOffline(client, memberOf);
  setOutboxDelivery(() => void client.invalidateQueries());
  let member: string | null | undefined;
  const replay = () => {
    const memberId = memberOf(client);
    if (memberId && onlineManager.isOnline()) void replayOutbox(memberId);
  };
  // The service worker sent some by Background Sync: the pending items go, the pages read again.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === OUTBOX_DELIVERED_MESSAGE) void reloadOutbox().then(() => client.invalidateQueries());
  });
  onlineManager.subscribe((online) => {
    if (online) replay();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') replay();
  });
  // Once the session is known (from the page, the copy, or the server): the member's writes, as
  // stored now (a sign-out in another tab erased them; a member signed in again finds theirs).
  client.getQueryCache().subscribe(() => {
    const next = memberOf(client);
    if (next === member) return;
    member = next;
    if (next) void reloadOutbox().then(replay);
  });
  replay();
}
