import { describe, expect, it } from 'vitest';
import { extractMentions, splitMentions } from './mentions';

describe('mentions', () => {
  it('finds @usernames after spaces, line starts and punctuation', () => {
    expect(extractMentions('@Marie merci ! (@jean.dupont) et @élodie_2.')).toEqual(['marie', 'jean.dupont', 'élodie_2']);
  });

  it('ignores emails, words and too short names', () => {
    expect(extractMentions('écrire à marie@example.com ou @ab, pas a@b')).toEqual([]);
  });

  it('names each member once, up to the limit', () => {
    expect(extractMentions('@Anna @anna @bob1 @cara', 2)).toEqual(['anna', 'bob1']);
  });

  it('keeps every character when splitting', () => {
    const text = 'Salut @Marie, tu viens ? @Jo_e.';
    const parts = splitMentions(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => 'username' in part).map((part) => part.text)).toEqual(['@Marie', '@Jo_e']);
  });
});
