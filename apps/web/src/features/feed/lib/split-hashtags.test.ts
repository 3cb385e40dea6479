import { extractHashtags } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { splitHashtags } from './split-hashtags';

describe('splitHashtags', () => {
  it('separates hashtags from the text around them', () => {
    expect(splitHashtags('Méditation du matin #Wellness et #pleine_conscience !')).toEqual([
      { kind: 'text', text: 'Méditation du matin ' },
      { kind: 'hashtag', text: '#Wellness', tag: 'wellness' },
      { kind: 'text', text: ' et ' },
      { kind: 'hashtag', text: '#pleine_conscience', tag: 'pleine_conscience' },
      { kind: 'text', text: ' !' },
    ]);
  });

  it('keeps text that has no hashtag whole, and ignores mid-word or one-letter #', () => {
    expect(splitHashtags('Rendez-vous C# à 10h, #a')).toEqual([{ kind: 'text', text: 'Rendez-vous C# à 10h, #a' }]);
  });

  it('finds the same tags as the server does', () => {
    const text = '#souveraineté au début,\n#Holistic puis (#éveil) et encore #holistic';
    const tags = splitHashtags(text).flatMap((part) => (part.kind === 'hashtag' ? [part.tag] : []));
    expect([...new Set(tags)]).toEqual(extractHashtags(text));
  });

  it('loses no character', () => {
    const text = 'Un #test, deux #tests\net #fin';
    expect(splitHashtags(text).map((part) => part.text).join('')).toBe(text);
  });
});
