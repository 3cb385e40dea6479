import { hashtagPattern } from '@la-meute/shared';

export type ContentPart = { kind: 'text'; text: string } | { kind: 'hashtag'; text: string; tag: string };


/** Splits post text into plain runs and hashtags, so the hashtags can be rendered as links. */
export function splitHashtags(content: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  for (const match of content.matchAll(hashtagPattern())) {
    const prefix = match[1] ?? '';
    const word = match[2] ?? '';
    const start = (match.index ?? 0) + prefix.length;
    if (start > last) parts.push({ kind: 'text', text: content.slice(last, start) });
    parts.push({ kind: 'hashtag', text: `#${word}`, tag: word.toLowerCase() });
    last = start + word.length + 1;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}
