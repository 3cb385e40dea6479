import { useSyncExternalStore } from 'react';
import { readOutbox, subscribeToOutbox } from './outbox';
import type { OutboxEntry, WriteName } from './outbox-entry';

const NONE: OutboxEntry[] = [];

/** The member's writes of one kind waiting in the outbox (or refused on replay), oldest first. */
export function useOutbox(write: WriteName, memberId: string | null | undefined, matches?: (entry: OutboxEntry) => boolean): OutboxEntry[] {
  const all = useSyncExternalStore(subscribeToOutbox, readOutbox, () => NONE);
  if (!memberId) return NONE;
  return all.filter((entry) => entry.memberId === memberId && entry.write === write && (!matches || matches(entry)));
}
