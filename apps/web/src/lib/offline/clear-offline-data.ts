import { clearOfflineDb } from './offline-db';

/** The service worker's cache of the images a member was shown (vite.config.ts), emptied on sign-out. */
export const SHOWN_IMAGES_CACHE = 'shown-images';

const forgetters = new Set<() => void>();

/** What a part of the app holds in memory of the copy, forgotten with the stored one. */
export function onOfflineDataCleared(forget: () => void): void {
  forgetters.add(forget);
}

/** Every copy kept on this device: the stored answers, the pending writes and the images shown. */
export async function clearOfflineData(): Promise<void> {
  forgetters.forEach((forget) => forget());
  await clearOfflineDb().catch((error: unknown) => console.warn('The offline copy could not be erased', error));
  if (typeof caches !== 'undefined') await caches.delete(SHOWN_IMAGES_CACHE).catch(() => false);
}
