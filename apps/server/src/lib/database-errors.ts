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
  const found = findSqlError(error, CHECK_VIOLATION);
  return found !== null && (found.constraint === undefined || found.constraint === constraint);
}

/**
 * The database cannot be reached or has just gone away (a restart, a failover, the network): not
 * the request's fault nor a bug, so a 503 that says to retry. SQLSTATE class 08 (connection
 * exception) and 57P01–57P03 (shutting down, starting up), the socket errors node-postgres passes
 * on, and its own messages for a connection cut mid-query or a pool that cannot connect.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error/];

const UNIQUE_VIOLATION = new Set(['23505']);
const CHECK_VIOLATION = new Set(['23514']);
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function hasSqlState(error: unknown, codes: Set<string>): boolean {
  return findSqlError(error, codes) !== null;
}

/** The error (or its cause, from drizzle) carrying one of `codes`, with the constraint it names. */
function findSqlError(error: unknown, codes: Set<string>): { constraint: string | undefined } | null {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 3; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && codes.has(code)) return { constraint: typeof constraint === 'string' ? constraint : undefined };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
