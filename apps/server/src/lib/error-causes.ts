/** What the error classifiers read on an error or one of its causes. */
export interface ErrorLink {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
}

/**
 * The error and its causes, outermost first: drivers' errors reach us wrapped (drizzle puts the
 * database's error in `cause`, Node's network errors sit under the driver's). A few links at most,
 * so a cause cycle cannot loop.
 */
export function* errorChain(error: unknown, depth = 4): Generator<ErrorLink> {
  for (let current = error, link = 0; current && typeof current === 'object' && link < depth; link += 1) {
    yield current as ErrorLink;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The first link whose string `code` is one of `codes`. */
export function findErrorCode(error: unknown, codes: ReadonlySet<string>): ErrorLink | undefined {
  for (const link of errorChain(error)) if (typeof link.code === 'string' && codes.has(link.code)) return link;
  return undefined;
}
