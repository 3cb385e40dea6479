/** A quoted text fits one short line: a notification's, a push's, a recommendation's. */
const EXCERPT_LENGTH = 80;

/** The text on one line, whitespace flattened, cut to 80 characters with an ellipsis. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}
