import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server secret signs sessions and anonymous tokens. Without SESSION_SECRET one is generated
 * into the data folder on first start so sessions survive restarts.
 */
export function resolveSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
