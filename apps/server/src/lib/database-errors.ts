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

const UNIQUE_VIOLATION = new Set(['23505']);
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function hasSqlState(error: unknown, codes: Set<string>): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    const code = typeof current === 'object' ? (current as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && codes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
