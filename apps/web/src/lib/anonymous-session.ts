import {
  ANONYMOUS_ROUTES,
  ANONYMOUS_SESSION_STORAGE_KEY,
  anonymousSessionSchema,
  anonymousTokenResponseSchema,
  type AnonymousSession,
  type AnonymousTokenResponse,
} from '@la-meute/shared';
import { apiClient } from './api-client';

export const ANONYMOUS_SESSION_TOKEN_STORAGE_KEY = 'anonymous_session_token';

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** SPEC §3: the pseudonymous identity kept in the browser under `anonymous_session`. */
export function getAnonymousSession(): AnonymousSession | null {
  const parsed = anonymousSessionSchema.safeParse(readJson(ANONYMOUS_SESSION_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

export function getAnonymousSessionToken(): AnonymousTokenResponse | null {
  const parsed = anonymousTokenResponseSchema.safeParse(readJson(ANONYMOUS_SESSION_TOKEN_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

export async function createAnonymousSession(pseudonym: string): Promise<AnonymousSession> {
  const session = anonymousSessionSchema.parse({ sessionId: crypto.randomUUID(), pseudonym });
  const token = await apiClient.post(ANONYMOUS_ROUTES.createToken, session, anonymousTokenResponseSchema);
  localStorage.setItem(ANONYMOUS_SESSION_STORAGE_KEY, JSON.stringify(session));
  localStorage.setItem(ANONYMOUS_SESSION_TOKEN_STORAGE_KEY, JSON.stringify(token));
  return session;
}

/** SPEC §4: signing in and signing out both end the anonymous identity. */
export function clearAnonymousSession(): void {
  localStorage.removeItem(ANONYMOUS_SESSION_STORAGE_KEY);
  localStorage.removeItem(ANONYMOUS_SESSION_TOKEN_STORAGE_KEY);
}
