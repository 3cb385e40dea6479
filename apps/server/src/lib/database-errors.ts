import { errorChain, findErrorCode } from './error-causes';

// SQLSTATEs as node-postgres and PGlite report them: on the error itself or, from drizzle, its cause.

/** unique_violation: the one way to tell "the database refused a duplicate". */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, UNIQUE_VIOLATION);
}

/**
 * Text PostgreSQL cannot store: a NUL byte (22021 in text, 22P05 in json) or a character its
 * encoding refuses. It came from the request, so it is a 400, never a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  return hasSqlState(error, UNSTORABLE_TEXT);
}

/**
 * check_violation of the named constraint (PGlite may not name it: any check violation then counts,
 * so pass the only check the statement can break).
 */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const found = findErrorCode(error, CHECK_VIOLATION);
  return found !== undefined && (typeof found.constraint !== 'string' || found.constraint === constraint);
}

/**
 * The database cannot be reached or has just gone away (a restart, a failover, the network): not
 * the request's fault nor a bug, so a 503 that says to retry. SQLSTATE class 08 (connection
 * exception) and 57P01–57P03 (shutting down, starting up), the socket errors node-postgres passes
 * on, and its own messages for a connection cut mid-query or a pool that cannot connect.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error/];

const UNIQUE_VIOLATION = new Set(['23505']);
const CHECK_VIOLATION = new Set(['23514']);
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function hasSqlState(error: unknown, codes: Set<string>): boolean {
  return findErrorCode(error, codes) !== undefined;
}
