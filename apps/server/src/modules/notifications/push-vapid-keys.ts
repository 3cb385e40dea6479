import path from 'node:path';
import webPush from 'web-push';
import type { AppConfig } from '../../config';
import { readOrCreateDataFile } from '../../lib/data-file';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair that signs every push. Configured keys win; otherwise a pair is
 * generated once into the data folder (like the session secret), because browsers' subscriptions
 * are bound to the public key: a new pair at each start would silently break every device.
 */
export function resolveVapidKeys(config: Pick<AppConfig, 'push' | 'dataDir'>): VapidKeys {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const file = path.join(config.dataDir, 'vapid.json');
  const stored = JSON.parse(
    readOrCreateDataFile(file, () => {
      const keys = webPush.generateVAPIDKeys();
      return JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey });
    }),
  ) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') throw new Error(`${file} holds no VAPID key pair`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
