import { ANONYMOUS_SESSION_STORAGE_KEY, type AnonymousSession } from '@la-meute/shared';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  ANONYMOUS_SESSION_TOKEN_STORAGE_KEY,
  clearAnonymousSession,
  createAnonymousSession,
  getAnonymousSession,
  getAnonymousSessionToken,
} from '@/lib/api/anonymous-session';

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

// Other tabs signal through `storage`; this tab through notify(). Sign-in and sign-out clear the
// session elsewhere, but they also change the member session, which re-renders the page anyway.
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

// A string snapshot: stable between renders, unlike a freshly parsed object. Empty: no pseudonym.
function snapshot(): string {
  const session = localStorage.getItem(ANONYMOUS_SESSION_STORAGE_KEY);
  const token = localStorage.getItem(ANONYMOUS_SESSION_TOKEN_STORAGE_KEY);
  return session && token ? `${session}\n${token}` : '';
}

/** A pseudonym counts only with a token the server still accepts; an expired one means a visitor again. */
function readSession(): AnonymousSession | null {
  const session = getAnonymousSession();
  const token = getAnonymousSessionToken();
  if (!session || !token || Date.parse(token.expiresAt) <= Date.now()) return null;
  return session;
}

/**
 * SPEC §3/§6: this browser's pseudonym session (one for the chat and the forum, in localStorage),
 * and the ways to take one or drop it. The server renders without it.
 */
export function useAnonymousSession() {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '');
  // Parsed by the storage module's own reader, once per change of the stored text.
  const session = useMemo(() => (raw ? readSession() : null), [raw]);
  const choose = useCallback(async (pseudonym: string) => {
    await createAnonymousSession(pseudonym);
    notify();
  }, []);
  const leave = useCallback(() => {
    clearAnonymousSession();
    notify();
  }, []);
  return { session, choose, leave };
}
