import type { MemberSummary } from '@la-meute/shared';

/**
 * SPEC §6 forum author names: a member by display name, else username, else `memberFallback`
 * ('Utilisateur'); an anonymous author by pseudonym, else `anonymousFallback` ('Anonyme').
 */
export function forumAuthorName(
  item: { author: Pick<MemberSummary, 'displayName' | 'username'> | null; pseudonym: string | null },
  memberFallback: string,
  anonymousFallback: string,
): string {
  if (item.author) return item.author.displayName.trim() || item.author.username.trim() || memberFallback;
  return item.pseudonym?.trim() || anonymousFallback;
}
