import crypto from 'node:crypto';
import path from 'node:path';
import { readOrCreateDataFile } from './data-file';

/**
 * The server secret signs sessions and anonymous tokens. Without SESSION_SECRET one is generated
 * into the data folder on first start so sessions survive restarts.
 */
export function resolveSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  return readOrCreateDataFile(path.join(dataDir, 'secret'), () => crypto.randomBytes(48).toString('base64url')).trim();
}
