import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { messages, TransactionAbortedError, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { serverRoot } from '../server-root';
import type { SerializedError, WorkerQueryOptions, WorkerReply, WorkerRequest } from './pglite-worker-protocol';

// Distributive, so each request keeps its own fields once the id is left to the client.
type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The part of PGlite's API that drizzle's pglite driver, session and migrator call (query,
 * transaction; exec and close for the rest of us), answered by a PGlite running in a worker thread.
 * Queries outside a transaction wait while one is open, as PGlite's own lock makes them.
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #nextTxId = 1;
  /** Set once the worker is gone (crash or close): every later call fails with it. */
  #failure: Error | null = null;
  #closing: Promise<void> | null = null;

  private constructor(workerUrl: URL) {
    this.#worker = new Worker(workerUrl);
    // An idle database must not keep the process alive (in-process PGlite did not); a pending
    // request does, or a script awaiting its last query would exit before the answer.
    this.#worker.unref();
    this.#worker.on('message', (reply: WorkerReply) => this.#settle(reply));
    this.#worker.on('error', (error) => this.#fail(new Error(`The PGlite worker crashed: ${error.message}`, { cause: error })));
    this.#worker.on('messageerror', (error) => this.#fail(new Error(`The PGlite worker sent an unreadable message: ${error.message}`)));
    this.#worker.on('exit', (code) => this.#fail(new Error(`The PGlite worker exited (code ${code})`)));
  }

  /**
   * Starts the worker and opens PGlite in `dataDir` (in memory when null), a new one from the
   * `template` data folder when given (pglite-template.ts). Tests swap the worker to crash it.
   */
  static async open(
    dataDir: string | null,
    template: string | null = null,
    workerUrl = pathToFileURL(path.join(serverRoot, 'src/db/pglite-worker.js')),
  ): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(workerUrl);
    try {
      await client.#request({ op: 'open', dataDir, template });
    } catch (error) {
      await client.#worker.terminate();
      throw error;
    }
    return client;
  }

  get closed(): boolean {
    return this.#failure !== null;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, text, options);
  }

  /** PGlite's `transaction`: commits when `callback` resolves, rolls back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = this.#nextTxId++;
    await this.#request({ op: 'begin', txId });
    let closed = false;
    const ensureOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        ensureOpen();
        return this.#query<R>(txId, text, params, options);
      },
      exec: async (text: string, options?: QueryOptions) => {
        ensureOpen();
        return this.#exec(txId, text, options);
      },
      rollback: async () => {
        ensureOpen();
        await this.#request({ op: 'rollback', txId });
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#request({ op: 'end', txId, commit: false });
      throw error;
    }
    closed = true;
    await this.#request({ op: 'end', txId, commit: true });
    return result;
  }

  /** Closes PGlite (which flushes its data directory), then ends the worker. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#failure) await this.#request({ op: 'close' });
      } finally {
        this.#fail(new Error('PGlite is closed'));
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }

  async #query<T>(txId: number | undefined, text: string, params: unknown[] | undefined, options?: QueryOptions) {
    const result = (await this.#request({ op: 'query', txId, text, params, options: toWorkerOptions(options) })) as Results<T>;
    applyParsers(result, options);
    return result;
  }

  async #exec(txId: number | undefined, text: string, options?: QueryOptions) {
    const results = (await this.#request({ op: 'exec', txId, text, options: toWorkerOptions(options) })) as Results[];
    for (const result of results) applyParsers(result, options);
    return results;
  }

  #request(body: RequestBody): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      try {
        // A parameter that cannot be cloned (a function…) throws here, before anything is sent.
        this.#worker.postMessage({ ...body, id });
      } catch (error) {
        reject(error as Error);
        return;
      }
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
    });
  }

  #settle(reply: WorkerReply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(deserializeError(reply.error));
  }

  /** The worker is gone: every waiting caller gets `error` instead of waiting forever. */
  #fail(error: Error) {
    this.#failure ??= error;
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    this.#worker.unref();
    for (const pending of waiting) pending.reject(this.#failure);
  }
}

function toWorkerOptions(options: QueryOptions | undefined): WorkerQueryOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice) {
    throw new Error('The PGlite worker does not support serializers, blob or onNotice query options');
  }
  return {
    rowMode: options.rowMode,
    paramTypes: options.paramTypes,
    rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

/** What PGlite does with `options.parsers` in process: the worker sent those types back as text. */
function applyParsers(result: Results<unknown>, options: QueryOptions | undefined) {
  const parsers = options?.parsers;
  if (!parsers || result.rows.length === 0) return;
  const arrayMode = options.rowMode === 'array';
  // In object mode a repeated column name keeps the last column's value, as PGlite builds rows.
  const columns = new Map<number | string, (value: string, typeId: number) => unknown>();
  const typeIds = new Map<number | string, number>();
  result.fields.forEach((field, index) => {
    const key = arrayMode ? index : field.name;
    const parser = parsers[field.dataTypeID];
    if (parser) {
      columns.set(key, parser);
      typeIds.set(key, field.dataTypeID);
    } else {
      columns.delete(key);
    }
  });
  if (columns.size === 0) return;
  for (const row of result.rows as Record<number | string, unknown>[]) {
    for (const [key, parser] of columns) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parser(value as string, typeIds.get(key)!);
    }
  }
}

function deserializeError(serialized: SerializedError): Error {
  const { kind, name, message, fields } = serialized;
  const error: Error =
    kind === 'transaction-aborted'
      ? new TransactionAbortedError()
      : kind === 'database'
        ? new messages.DatabaseError(message, Number(fields.length ?? 0), name as messages.MessageName)
        : new Error(message);
  // A DatabaseError's `name` is among its own fields ('error', as pg-protocol sets it).
  Object.assign(error, kind === 'error' ? { ...fields, name } : fields);
  // The caller's stack (this thread) leads; the worker's says where PostgreSQL failed.
  if (serialized.stack) error.stack = `${error.stack}\n    --- in the PGlite worker ---\n${serialized.stack}`;
  return error;
}
