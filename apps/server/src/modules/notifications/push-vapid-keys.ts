import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { AppConfig } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Issue #16: the VAPID key pair that signs every push. Configured keys win; otherwise a pair is
 * generated once into the data folder (like the session secret), because browsers' subscriptions
 * are bound to the public key: a new pair at each start would silently break every device.
 */
export function resolveVapidKeys(config: Pick<AppConfig, 'push' | 'dataDir'>): VapidKeys {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const file = path.join(config.dataDir, 'vapid.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') throw new Error(`${file} holds no VAPID key pair`);
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  try {
    // 'wx': two instances starting on one data folder keep the first pair written.
    fs.writeFileSync(file, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveVapidKeys(config);
    throw error;
  }
  return keys;
}
