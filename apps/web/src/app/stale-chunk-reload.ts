// How Chromium, Firefox and Safari word a module that could not be fetched, and Vite a stylesheet.
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

const STORAGE_KEY = 'la-meute:stale-chunk-reload';

type ReloaderDeps = {
  /** Null when the browser refuses storage: without the guard the page never reloads by itself. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  /** Offline, a reload would only trade the page for the browser's own error page. */
  isOnline: () => boolean;
};

export type StaleChunkReloader = {
  /**
   * Whether the page reloads for this failure: the first time it is met in this tab session (it is
   * then remembered), not after the reload it caused. The same answer within one page.
   */
  claimReload: (error: unknown) => boolean;
  /** Reloads the page, once. */
  reload: () => void;
  /** Both: for a failure nobody shows (a dialog's code, the app's own). */
  reloadFor: (error: unknown) => void;
};

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/**
 * After a deploy, a tab opened before it still asks for the previous build's chunks, which are
 * gone: one reload brings the new build. sessionStorage keeps the failure it reloaded for (the
 * message names the chunk), so the same failure after the reload is shown, never reloaded again.
 */
export function createStaleChunkReloader({ storage, reload, isOnline }: ReloaderDeps): StaleChunkReloader {
  const claimed = new Map<string, boolean>();
  let reloading = false;

  function decide(error: Error): boolean {
    if (!storage || !isOnline()) return false;
    try {
      if (storage.getItem(STORAGE_KEY) === error.message) return false;
      storage.setItem(STORAGE_KEY, error.message);
      return true;
    } catch {
      // Not remembered, so no reload: it could not be told apart from a loop.
      return false;
    }
  }

  const claimReload = (error: unknown) => {
    if (!isChunkLoadError(error)) return false;
    let claim = claimed.get(error.message);
    if (claim === undefined) {
      claim = decide(error);
      claimed.set(error.message, claim);
    }
    return claim;
  };
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  return {
    claimReload,
    reload: reloadOnce,
    reloadFor(error) {
      if (claimReload(error)) reloadOnce();
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let browserReloader: StaleChunkReloader | null = null;

/** The page's own reloader (the router's error element and the boot script share its guard). */
export function staleChunkReloader(): StaleChunkReloader {
  browserReloader ??= createStaleChunkReloader({
    storage: sessionStorageOrNull(),
    reload: () => window.location.reload(),
    isOnline: () => navigator.onLine,
  });
  return browserReloader;
}

/**
 * Vite reports every chunk it could not load (`vite:preloadError`), the code of a page or of a
 * dialog. The reload waits a task, so that a navigation that failed is first committed: the page
 * then reloads on the address the visitor asked for, not the one they were leaving.
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    setTimeout(() => staleChunkReloader().reloadFor(payload), 0);
  });
}
