import type { Page } from '@playwright/test';

/** What this device keeps offline (lib/offline): the member copies and the images shown. */
export async function readOfflineCopy(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('la-meute-offline', 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      if (!db.objectStoreNames.contains('snapshots')) return resolve([]);
      const request = db.transaction('snapshots').objectStore('snapshots').getAllKeys();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const values = await new Promise<unknown[]>((resolve, reject) => {
      if (!db.objectStoreNames.contains('snapshots')) return resolve([]);
      const request = db.transaction('snapshots').objectStore('snapshots').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return { keys: keys.map(String), text: JSON.stringify(values), imagesCached: await caches.has('shown-images') };
  });
}

/** Once the app's service worker answers this page (its shell, its caches, its Background Sync). */
export async function controlledByTheWorker(page: Page) {
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The writes waiting in this device's outbox (lib/offline/outbox.ts), as stored. */
export async function readStoredOutbox(page: Page): Promise<{ key: string; state: string; preview?: string }[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('la-meute-offline', 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const entries = await new Promise<{ key: string; state: string; preview?: string }[]>((resolve, reject) => {
      if (!db.objectStoreNames.contains('outbox')) return resolve([]);
      const request = db.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => resolve(request.result as { key: string; state: string; preview?: string }[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return entries;
  });
}

/**
 * What the browser does when the network is back for a tag the app registered (Background Sync):
 * the DevTools protocol fires the same `sync` event in the app's service worker, at once.
 */
export async function fireBackgroundSync(page: Page, tag: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((candidate) => !candidate.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(page.url()).origin, registrationId, tag, lastChance: false });
  await cdp.detach();
}
