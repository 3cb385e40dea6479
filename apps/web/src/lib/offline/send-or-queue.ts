import type { ReplayableCall } from './outbox';
import type { QueuedWrite, ReplayableWrite } from './outbox-entry';

/**
 * A replayable write (ADR 033): sent now when there is a network, else kept in the outbox and sent
 * when it returns. The outbox's code comes when a member first writes (it is usually there already:
 * the app loads it once live, for its replay loop), so a page that only shows a like button does
 * not load it to go live.
 */
export async function sendOrQueue<T>(write: ReplayableWrite, call: ReplayableCall): Promise<T | QueuedWrite> {
  const { sendOrStore } = await import('./outbox');
  return sendOrStore<T>(write, call);
}
