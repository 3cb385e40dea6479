import { findErrorCode } from './error-causes';

const STORAGE_FULL = new Set(['ENOSPC', 'EDQUOT']);

/** No space left on the device, or the quota spent: the server's problem, and a clear one to say. */
export function isStorageFull(error: unknown): boolean {
  return findErrorCode(error, STORAGE_FULL) !== undefined;
}
