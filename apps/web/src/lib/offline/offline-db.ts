/**
 * The member's offline copy on this device (ADR 033), in IndexedDB: what they last saw
 * (`snapshots`, one per member) and the writes waiting for the network (`outbox`). A few plain
 * promises over the browser's API: no library on every member page for it.
 */
const DB_NAME = 'la-meute-offline';
const DB_VERSION = 1;
export type OfflineStore = 'snapshots' | 'outbox';

let opened: Promise<IDBDatabase> | null = null;

function openOfflineDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('snapshots')) db.createObjectStore('snapshots');
      if (!db.objectStoreNames.contains('outbox')) db.createObjectStore('outbox', { keyPath: 'key' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the database: let it, this tab opens it again next time.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Whether this browser keeps an offline copy at all (a private window may refuse IndexedDB). */
export const offlineStorageAvailable = () => typeof indexedDB !== 'undefined';

async function inStore<T>(store: OfflineStore, mode: IDBTransactionMode, run: (objects: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await openOfflineDb();
  return new Promise<T | undefined>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = run(transaction.objectStore(store));
    // Committed now rather than when the browser sees nothing more is asked: a save made as the
    // page is left is then not lost with it.
    if (mode === 'readwrite') transaction.commit?.();
    transaction.oncomplete = () => resolve(request ? request.result : undefined);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export const readRecord = <T>(store: OfflineStore, key: IDBValidKey) => inStore<T>(store, 'readonly', (objects) => objects.get(key) as IDBRequest<T>);
export const readAllRecords = async <T>(store: OfflineStore) => (await inStore<T[]>(store, 'readonly', (objects) => objects.getAll() as IDBRequest<T[]>)) ?? [];
export const writeRecord = (store: OfflineStore, value: unknown, key?: IDBValidKey) =>
  inStore(store, 'readwrite', (objects) => {
    objects.put(value, key);
  });
export const deleteRecord = (store: OfflineStore, key: IDBValidKey) =>
  inStore(store, 'readwrite', (objects) => {
    objects.delete(key);
  });

/** The given stores emptied, for every member. */
export async function clearOfflineDb(stores: OfflineStore[]): Promise<void> {
  if (!offlineStorageAvailable()) return;
  for (const store of stores) {
    await inStore(store, 'readwrite', (objects) => {
      objects.clear();
    });
  }
}
