import type { Identity } from '../lib/identity';

/**
 * Whose budget a socket's action spends: the member's, or the pseudonym's (the session id signed in
 * its anonymous token), whichever socket and instance it comes through — opening another tab or
 * reconnecting must not bring a fresh budget. A guest may do none of what these budgets count, so
 * their socket's own is enough to refuse a flood of refused attempts.
 */
export function budgetKey(identity: Identity, socketId: string): string {
  if (identity.kind === 'member') return `member:${identity.user.id}`;
  if (identity.kind === 'anonymous') return `anonymous:${identity.sessionId}`;
  return `socket:${socketId}`;
}
