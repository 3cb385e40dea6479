import { HIGHLIGHT_END as E, HIGHLIGHT_START as S } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { splitHighlights } from './split-highlights';

describe('splitHighlights', () => {
  it('marks the matched words and keeps the text around them', () => {
    expect(splitHighlights(`Sortie ${S}randonnée${E} au ${S}lac${E} dimanche`)).toEqual([
      { text: 'Sortie ', marked: false },
      { text: 'randonnée', marked: true },
      { text: ' au ', marked: false },
      { text: 'lac', marked: true },
      { text: ' dimanche', marked: false },
    ]);
  });

  it('leaves a text without marks as one plain part, and an empty text as none', () => {
    expect(splitHighlights('<b>pas du HTML</b>')).toEqual([{ text: '<b>pas du HTML</b>', marked: false }]);
    expect(splitHighlights('')).toEqual([]);
  });

  it('runs an unclosed mark to the end and ignores a stray end mark', () => {
    expect(splitHighlights(`début ${E}suite ${S}fin`)).toEqual([
      { text: 'début ', marked: false },
      { text: 'suite ', marked: false },
      { text: 'fin', marked: true },
    ]);
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(splitHighlights(`${S}🐺${E}!`)).toEqual([
      { text: '🐺', marked: true },
      { text: '!', marked: false },
    ]);
  });
});
