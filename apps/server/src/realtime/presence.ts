import type { PresenceEntry } from '@la-meute/shared';
import type { Identity } from '../lib/identity';

/** How a connected identity appears in an online list; guests do not appear. */
export function toPresenceEntry(identity: Identity): PresenceEntry | null {
  if (identity.kind === 'member') {
    return { userId: identity.user.id, name: identity.user.displayName, avatarUrl: null, anonymous: false };
  }
  if (identity.kind === 'anonymous') return { userId: null, name: identity.pseudonym, avatarUrl: null, anonymous: true };
  return null;
}

/** One entry per member or pseudonym, however many tabs they have open. */
export function mergePresence(identities: Identity[]): PresenceEntry[] {
  const seen = new Map<string, PresenceEntry>();
  for (const identity of identities) {
    const entry = toPresenceEntry(identity);
    if (!entry) continue;
    const key = entry.userId ? `member:${entry.userId}` : `anonymous:${entry.name}`;
    if (!seen.has(key)) seen.set(key, entry);
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}
