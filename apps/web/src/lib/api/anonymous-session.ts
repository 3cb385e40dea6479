import { ANONYMOUS_API, ANONYMOUS_SESSION_STORAGE_KEY, type AnonymousSession, type AnonymousTokenResponse } from '@la-meute/shared';
import { callApi } from './api-client';

// In lib rather than entities/anonymous: it is the credential the transports present (the realtime
// handshake, the forum's anonymous writes), as the cookie is a member's. The hook that pages use
// to take or drop a pseudonym is entities/anonymous/use-anonymous-session.ts.
export const ANONYMOUS_SESSION_TOKEN_STORAGE_KEY = 'anonymous_session_token';

/**
 * A stored object whose named fields are all strings, else null. This browser wrote it (below),
 * so its shape is all there is to check — without loading zod on the chat page (ADR 011); the
 * server checks the token itself at the handshake.
 */
function readStored<K extends string>(key: string, fields: readonly K[]): Record<K, string> | null {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    return fields.every((field) => typeof record[field] === 'string') ? (record as Record<K, string>) : null;
  } catch {
    return null;
  }
}

/** SPEC §3: the pseudonymous identity kept in the browser under `anonymous_session`. */
export function getAnonymousSession(): AnonymousSession | null {
  return readStored(ANONYMOUS_SESSION_STORAGE_KEY, ['sessionId', 'pseudonym']);
}

export function getAnonymousSessionToken(): AnonymousTokenResponse | null {
  return readStored(ANONYMOUS_SESSION_TOKEN_STORAGE_KEY, ['token', 'expiresAt']);
}

/** The pseudonym has passed the form's shared schema; the server checks it again. */
export async function createAnonymousSession(pseudonym: string): Promise<AnonymousSession> {
  const session: AnonymousSession = { sessionId: crypto.randomUUID(), pseudonym: pseudonym.trim() };
  const token: AnonymousTokenResponse = await callApi(ANONYMOUS_API.createToken, { body: session });
  localStorage.setItem(ANONYMOUS_SESSION_STORAGE_KEY, JSON.stringify(session));
  localStorage.setItem(ANONYMOUS_SESSION_TOKEN_STORAGE_KEY, JSON.stringify(token));
  return session;
}

/** SPEC §4: signing in and signing out both end the anonymous identity. */
export function clearAnonymousSession(): void {
  localStorage.removeItem(ANONYMOUS_SESSION_STORAGE_KEY);
  localStorage.removeItem(ANONYMOUS_SESSION_TOKEN_STORAGE_KEY);
}
