type NamedAuthor = { displayName: string | null; username: string | null };

/** SPEC §2: display name, else username, else the translated 'User'. */
export function authorName(author: NamedAuthor, fallback: string): string {
  return author.displayName?.trim() || author.username?.trim() || fallback;
}
