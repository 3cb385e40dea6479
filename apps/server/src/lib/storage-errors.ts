/** No space left on the device, or the quota spent: the server's problem, and a clear one to say. */
export function isStorageFull(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 3; depth += 1) {
    const { code } = current as { code?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
