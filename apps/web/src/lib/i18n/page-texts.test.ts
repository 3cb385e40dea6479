import { describe, expect, it } from 'vitest';
import { pickPageTexts } from './page-texts';

const TEXTS = {
  'feed.title': 'Fil',
  'feed.likes_one': '{{count}} j’aime',
  'feed.likes_many': '{{count}} de j’aime',
  'feed.likes_other': '{{count}} j’aime',
  'feed.unused': 'Jamais lu',
};

describe('pickPageTexts', () => {
  it('keeps the keys looked up and nothing else', () => {
    expect(pickPageTexts(TEXTS, ['feed.title'])).toEqual({ 'feed.title': 'Fil' });
  });

  it('brings every plural form of a counted text the render used in one form', () => {
    expect(pickPageTexts(TEXTS, ['feed.likes_one'])).toEqual({
      'feed.likes_one': '{{count}} j’aime',
      'feed.likes_many': '{{count}} de j’aime',
      'feed.likes_other': '{{count}} j’aime',
    });
  });

  it('ignores a key the catalogue does not hold', () => {
    expect(pickPageTexts(TEXTS, ['feed.gone', 'feed.gone_one'])).toEqual({});
  });
});
