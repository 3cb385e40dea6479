import { useSyncExternalStore } from 'react';
import { readOutbox, subscribeToOutbox } from './outbox';
import { writeNameOf, type OutboxEntry, type ReplayableWrite } from './outbox-entry';

const NONE: OutboxEntry[] = [];

/**
 * The member's writes of one kind waiting in the outbox (or refused on replay), oldest first;
 * with `forId`, only those made on that one (the post, topic, event or conversation of the page).
 */
export function useOutbox(write: ReplayableWrite, memberId: string | null | undefined, forId?: string): OutboxEntry[] {
  const all = useSyncExternalStore(subscribeToOutbox, readOutbox, () => NONE);
  if (!memberId) return NONE;
  const name = writeNameOf(write);
  return all.filter((entry) => entry.memberId === memberId && entry.write === name && (forId === undefined || entry.params?.id === forId));
}
