import { splitMentions } from '@la-meute/shared';
import { MemberLink } from './member-link';

/**
 * User text with its @mentions linking to the members' profiles, the rest as written.
 * Only text nodes and links come out: the words are never read as HTML.
 */
export function LinkedText({ text }: { text: string }) {
  const parts = splitMentions(text);
  if (parts.length === 1 && !('username' in parts[0]!)) return text;
  return parts.map((part, index) =>
    'username' in part ? (
      // Parts never move: their position is a stable key.
      <MemberLink key={index} username={part.username}>
        {part.text}
      </MemberLink>
    ) : (
      part.text
    ),
  );
}
