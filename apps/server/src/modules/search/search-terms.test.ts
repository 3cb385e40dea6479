import { describe, expect, it } from 'vitest';
import { toSearchTerms } from './search-terms';

describe('toSearchTerms', () => {
  it('keeps only letters and digits, the last word a prefix', () => {
    expect(toSearchTerms("L'eau & (la) mé:*ditation!")).toMatchObject({
      words: ['l', 'eau', 'la', 'mé', 'ditation'],
      tsQuery: 'l & eau & la & mé & ditation:*',
    });
    expect(toSearchTerms('&|!():*\\\'"')).toMatchObject({ words: [], tsQuery: null, hashtag: null, hashtagPrefix: null });
  });

  it('reads "#calme" as a hashtag, and one plain word as a hashtag prefix', () => {
    expect(toSearchTerms('#Calme')).toMatchObject({ hashtag: 'Calme', hashtagPrefix: 'Calme', tsQuery: 'calme:*' });
    expect(toSearchTerms('calme')).toMatchObject({ hashtag: null, hashtagPrefix: 'calme' });
    expect(toSearchTerms('#c')).toMatchObject({ hashtag: null, hashtagPrefix: 'c' });
    expect(toSearchTerms('yoga calme')).toMatchObject({ hashtag: null, hashtagPrefix: null });
  });

  it('keeps a decomposed accent inside its word', () => {
    expect(toSearchTerms('me\u0301ditation').words).toEqual(['méditation']);
  });

  it('keeps the whole query as the username a mention names', () => {
    expect(toSearchTerms('@Jean.Dupont')).toMatchObject({ username: 'jean.dupont', words: ['jean', 'dupont'] });
  });
});
