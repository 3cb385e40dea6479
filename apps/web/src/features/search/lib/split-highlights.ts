import { HIGHLIGHT_END, HIGHLIGHT_START } from '@la-meute/shared';

export type HighlightPart = { text: string; marked: boolean };

/**
 * Cuts a search excerpt on the server's highlight characters into plain and matched runs, so the
 * page renders <mark> elements itself: the text is the members' own and never becomes HTML. A mark
 * left open runs to the end; a stray end mark is dropped; empty runs are skipped.
 */
export function splitHighlights(text: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let marked = false;
  let current = '';
  const flush = () => {
    if (current) parts.push({ text: current, marked });
    current = '';
  };
  for (const character of text) {
    if (character === HIGHLIGHT_START || character === HIGHLIGHT_END) {
      flush();
      marked = character === HIGHLIGHT_START;
    } else {
      current += character;
    }
  }
  flush();
  return parts;
}
