/**
 * `@username` in posts, comments, chat and the forum names a member (notified, linked to
 * their profile). A mention starts after a space, a line start or punctuation — never inside a word
 * or an email address — and follows the usernames' own pattern (3 to 30 letters, digits, _ . -).
 */
const MENTION = /(^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}_][\p{L}\p{N}_.-]{1,28}[\p{L}\p{N}_])/gu;

export type TextPart = { text: string } | { text: string; username: string };

/** The text cut into plain parts and mentions (`@name`), in order, nothing lost. */
export function splitMentions(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const start = match.index + match[1]!.length;
    if (start > last) parts.push({ text: text.slice(last, start) });
    const username = match[2]!;
    parts.push({ text: `@${username}`, username });
    last = start + username.length + 1;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The usernames mentioned, lower-cased, each once, at most `limit` (a message cannot ping a crowd). */
export function extractMentions(text: string, limit = 10): string[] {
  const names = new Set<string>();
  for (const part of splitMentions(text)) {
    if ('username' in part) names.add(part.username.toLocaleLowerCase());
    if (names.size >= limit) break;
  }
  return [...names];
}
