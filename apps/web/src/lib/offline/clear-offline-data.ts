import { clearOfflineDb } from './offline-db';

/** The service worker's cache of the images a member was shown (vite.config.ts), emptied on sign-out. */
export const SHOWN_IMAGES_CACHE = 'shown-images';

/**
 * What goes: 'everything' (a sign-out on this device, or 'Vos données'), or only 'what-was-seen'
 * when the session ended without the member signing out here (expired, revoked, signed out on
 * another device): their pending writes then wait on this device, unseen, until they sign in again.
 */
export type OfflineErasure = 'everything' | 'what-was-seen';

const forgetters = new Set<(erased: OfflineErasure) => void>();

/** What a part of the app holds in memory of the copy, forgotten with the stored one. */
export function onOfflineDataCleared(forget: (erased: OfflineErasure) => void): void {
  forgetters.add(forget);
}

/** The copy kept on this device: the stored answers and the images shown, and the pending writes with 'everything'. */
export async function clearOfflineData(erased: OfflineErasure = 'everything'): Promise<void> {
  forgetters.forEach((forget) => forget(erased));
  await clearOfflineDb(erased === 'everything' ? ['snapshots', 'outbox'] : ['snapshots']).catch((error: unknown) =>
    console.warn('The offline copy could not be erased', error),
  );
  if (typeof caches !== 'undefined') await caches.delete(SHOWN_IMAGES_CACHE).catch(() => false);
}
