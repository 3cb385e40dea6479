// @ts-check
// PGlite (PostgreSQL compiled to WASM) runs every query synchronously on the thread that owns it;
// on the main thread that stalled the event loop by hundreds of milliseconds under load. This
// worker owns the database; pglite-worker-client.ts forwards drizzle's calls to it.
// Plain JavaScript on purpose: Node starts it without a TypeScript loader however the server runs
// (tsx, Vitest's module runner, a bench script) — see docs/decisions/010.
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { messages, PGlite, TransactionAbortedError } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options.js';

/** @typedef {import('./pglite-worker-protocol').WorkerRequest} WorkerRequest */
/** @typedef {import('./pglite-worker-protocol').WorkerQueryOptions} WorkerQueryOptions */
/** @typedef {import('./pglite-worker-protocol').SerializedError} SerializedError */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = parentPort;
if (!port) throw new Error('pglite-worker.js runs in a worker thread');

/** @type {PGlite | null} */
let pg = null;

/**
 * Open transactions by the main thread's id. `finish` decides commit (true) or rollback (false);
 * `outcome` settles once PGlite has committed or rolled back and released its lock.
 * @type {Map<number, { tx: Transaction, finish: (commit: boolean) => void, outcome: Promise<unknown> }>}
 */
const transactions = new Map();

/** Thrown out of PGlite's transaction callback to make it roll back; not an error for the caller. */
const ROLLBACK = Symbol('rollback');

/** @param {string} value */
const keepText = (value) => value;

/**
 * Parser functions cannot cross threads: the types they are for come back as text and the main
 * thread applies them.
 * @param {WorkerQueryOptions | undefined} options
 */
function toPgliteOptions(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.rawTypes ?? []).map((type) => [type, keepText]));
  return { rowMode: options.rowMode, paramTypes: options.paramTypes, parsers };
}

function openDatabase() {
  if (!pg) throw new Error('PGlite is not open');
  return pg;
}

/** @param {number} txId */
function openTransaction(txId) {
  const entry = transactions.get(txId);
  if (!entry) throw new Error('Transaction is closed');
  return entry.tx;
}

/** @param {number | undefined} txId */
function target(txId) {
  return txId === undefined ? openDatabase() : openTransaction(txId);
}

/** @param {number} txId */
function beginTransaction(txId) {
  return new Promise((resolve, reject) => {
    let entered = false;
    const outcome = openDatabase().transaction(async (tx) => {
      entered = true;
      /** @type {Promise<boolean>} */
      const decision = new Promise((finish) => transactions.set(txId, { tx, finish, outcome }));
      resolve(undefined);
      if (!(await decision)) throw ROLLBACK;
    });
    // Before the callback runs, a failure (BEGIN, a closed database) is the begin's to report;
    // afterwards `end` reports it.
    outcome.catch((error) => {
      if (!entered) reject(error);
    });
  });
}

/** @param {number} txId @param {boolean} commit */
async function endTransaction(txId, commit) {
  const entry = transactions.get(txId);
  if (!entry) throw new Error('Transaction is closed');
  transactions.delete(txId);
  entry.finish(commit);
  try {
    await entry.outcome;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

/** @param {WorkerRequest} request */
async function run(request) {
  switch (request.op) {
    case 'open':
      pg = await PGlite.create(request.dataDir ?? 'memory://', pgliteOptions(request.template ? new Blob([await readFile(request.template)]) : undefined));
      return undefined;
    case 'query':
      return await target(request.txId).query(request.text, request.params, toPgliteOptions(request.options));
    case 'exec':
      return await target(request.txId).exec(request.text, toPgliteOptions(request.options));
    case 'begin':
      return await beginTransaction(request.txId);
    case 'rollback':
      return await openTransaction(request.txId).rollback();
    case 'end':
      return await endTransaction(request.txId, request.commit);
    case 'close':
      // PGlite flushes the data directory on close; the main thread terminates the worker after.
      if (pg && !pg.closed) await pg.close();
      return undefined;
  }
}

/**
 * @param {unknown} error
 * @returns {SerializedError}
 */
function serializeError(error) {
  if (!(error instanceof Error)) return { kind: 'error', name: 'Error', message: String(error), fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    // PGlite attaches the query options, parser functions included: the main thread has its own.
    if (key === 'queryOptions' || typeof value === 'function') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      fields[key] = String(value);
    }
  }
  const kind =
    error instanceof TransactionAbortedError ? 'transaction-aborted' : error instanceof messages.DatabaseError ? 'database' : 'error';
  return { kind, name: error.name, message: error.message, stack: error.stack, fields };
}

port.on('message', (/** @type {WorkerRequest} */ request) => {
  run(request).then(
    (value) => {
      try {
        port.postMessage({ id: request.id, ok: true, value });
      } catch (error) {
        port.postMessage({ id: request.id, ok: false, error: serializeError(error) });
      }
    },
    (error) => port.postMessage({ id: request.id, ok: false, error: serializeError(error) }),
  );
});
