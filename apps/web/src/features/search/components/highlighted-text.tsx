import { splitHighlights } from '../lib/split-highlights';

/** A title or excerpt with the searched words in <mark>, built from text parts, never from HTML. */
export function HighlightedText({ text }: { text: string }) {
  return splitHighlights(text).map((part, index) =>
    part.marked ? (
      // Parts never move: their position is a stable key.
      <mark key={index} className="rounded-sm bg-secondary px-0.5 text-secondary-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
