import { ANONYMOUS_SESSION_STORAGE_KEY, type AnonymousSession } from '@la-meute/shared';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  ANONYMOUS_SESSION_TOKEN_STORAGE_KEY,
  clearAnonymousSession,
  createAnonymousSession,
  getAnonymousSession,
  getAnonymousSessionToken,
} from '@/lib/anonymous-session';

const listeners = new Set<() => void>();

// Other tabs (the chat's pseudonym) signal through `storage`; this tab through the listeners.
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

/** A pseudonym counts only with a token the server still accepts. */
function readSession(): AnonymousSession | null {
  const session = getAnonymousSession();
  const token = getAnonymousSessionToken();
  if (!session || !token || Date.parse(token.expiresAt) <= Date.now()) return null;
  return session;
}

/**
 * SPEC §3/§4: the browser's pseudonym session (the chat's too, in localStorage), and the way to
 * take one. The server renders without it.
 */
export function useAnonymousPseudonym() {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '');
  const session = useMemo(() => (raw ? readSession() : null), [raw]);
  const choose = useCallback(async (pseudonym: string) => {
    await createAnonymousSession(pseudonym);
    for (const listener of listeners) listener();
  }, []);
  const leave = useCallback(() => {
    clearAnonymousSession();
    for (const listener of listeners) listener();
  }, []);
  return { session, choose, leave };
}
