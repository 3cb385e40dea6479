import type { ErrorCode, REPLAYABLE_WRITES } from '@la-meute/shared';

export type ReplayableWrite = (typeof REPLAYABLE_WRITES)[number];
/** A replayable write by its method and address, as the outbox stores it. */
export type WriteName = `${ReplayableWrite['method']} ${ReplayableWrite['url']}`;
export const writeNameOf = (write: ReplayableWrite): WriteName => `${write.method} ${write.url}` as WriteName;

/** One write waiting for the network (ADR 033), in the order the member made them. */
export interface OutboxEntry {
  /** The idempotency key the server applies it once under; also its id here. */
  key: string;
  memberId: string;
  write: WriteName;
  params?: Record<string, string>;
  body?: unknown;
  createdAt: number;
  /** Failed: the server refused it (its reason); it stays shown until the member removes it. */
  state: 'pending' | 'failed';
  error?: ErrorCode;
  /** What the pending item shows meanwhile (the text written), as the feature chose it. */
  preview?: string;
}

/** What a write that could not be sent now comes to: it waits in the outbox under this key. */
export type QueuedWrite = { queued: true; key: string };
export const isQueuedWrite = (value: unknown): value is QueuedWrite => typeof value === 'object' && value !== null && (value as QueuedWrite).queued === true;
