import { describe, expect, it, vi } from 'vitest';
import { createStaleChunkReloader, isChunkLoadError } from './stale-chunk-reload';

const chunkFailure = (chunk: string) => new TypeError(`Failed to fetch dynamically imported module: https://lameute.test/assets/${chunk}.js`);

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

/** A page: its reloader, and the reloads it asked for. The storage outlives a reload, as sessionStorage does. */
function openPage(storage = memoryStorage(), online = true) {
  const reload = vi.fn();
  return { reloader: createStaleChunkReloader({ storage, reload, isOnline: () => online }), reload, storage };
}

describe('reloading once for a chunk removed by a deploy', () => {
  it('recognises the failures of Chromium, Firefox, Safari and Vite, and nothing else', () => {
    expect(isChunkLoadError(chunkFailure('chat-1a2b'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x.test/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/chat-1a2b.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the first time, then shows the same failure after the reload instead of looping', () => {
    const first = openPage();
    // The router's error element renders again, Vite's event reports it too: one decision, one reload.
    expect(first.reloader.claimReload(chunkFailure('chat-1a2b'))).toBe(true);
    expect(first.reloader.claimReload(chunkFailure('chat-1a2b'))).toBe(true);
    first.reloader.reload();
    first.reloader.reloadFor(chunkFailure('chat-1a2b'));
    expect(first.reload).toHaveBeenCalledTimes(1);

    const afterReload = openPage(first.storage);
    expect(afterReload.reloader.claimReload(chunkFailure('chat-1a2b'))).toBe(false);
    afterReload.reloader.reloadFor(chunkFailure('chat-1a2b'));
    expect(afterReload.reload).not.toHaveBeenCalled();

    // A later deploy removes another chunk: one more reload.
    afterReload.reloader.reloadFor(chunkFailure('feed-9z8y'));
    expect(afterReload.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for another error, offline, or without storage to remember it', () => {
    const page = openPage();
    page.reloader.reloadFor(new Error('boom'));
    expect(page.reloader.claimReload(new Error('boom'))).toBe(false);
    const offline = openPage(memoryStorage(), false);
    expect(offline.reloader.claimReload(chunkFailure('chat-1a2b'))).toBe(false);
    const noStorage = createStaleChunkReloader({ storage: null, reload: page.reload, isOnline: () => true });
    expect(noStorage.claimReload(chunkFailure('chat-1a2b'))).toBe(false);
    const refusing = createStaleChunkReloader({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      reload: page.reload,
      isOnline: () => true,
    });
    refusing.reloadFor(chunkFailure('chat-1a2b'));
    expect(refusing.claimReload(chunkFailure('chat-1a2b'))).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
