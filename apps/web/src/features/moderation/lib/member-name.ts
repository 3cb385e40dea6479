import type { MemberSummary } from '@la-meute/shared';

/** How the desk names a member: their display name, else their username, else the fallback. */
export function memberName(member: Pick<MemberSummary, 'displayName' | 'username'> | null | undefined, fallback: string): string {
  if (!member) return fallback;
  return member.displayName || member.username || fallback;
}
