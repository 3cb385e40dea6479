// The messages between the main thread (pglite-worker-client.ts) and the PGlite worker
// (pglite-worker.js). Everything here crosses a structured clone: no functions, no class instances.

/** The query options a worker can honour. `rawTypes`: type ids returned as PostgreSQL text, parsed on the main thread. */
export interface WorkerQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  rawTypes?: number[];
}

export type WorkerRequest =
  /** `template`: a gzipped data folder a new database starts from (pglite-template.ts). */
  | { id: number; op: 'open'; dataDir: string | null; template: string | null }
  | { id: number; op: 'query'; txId?: number; text: string; params?: unknown[]; options?: WorkerQueryOptions }
  | { id: number; op: 'exec'; txId?: number; text: string; options?: WorkerQueryOptions }
  /** Answered once the worker is inside the transaction (BEGIN done, PGlite's lock held). */
  | { id: number; op: 'begin'; txId: number }
  /** `Transaction.rollback()`: rolls back now; the transaction stays open until `end`. */
  | { id: number; op: 'rollback'; txId: number }
  /** Answered once the transaction has committed (or rolled back) and PGlite's lock is released. */
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'close' };

/** An error's own fields (PostgreSQL `code`, `constraint`, `detail`…) survive the trip; its class is rebuilt. */
export interface SerializedError {
  kind: 'database' | 'transaction-aborted' | 'error';
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };
