import { describe, expect, it } from 'vitest';
import { pickPageTexts } from './page-texts';

const TEXTS = {
  'chat.connection.connecting': 'Connexion…',
  'chat.connection.failed': 'Connexion perdue',
  'chat.title': 'Chat',
  'feed.likes_one': '{{count}} j’aime',
  'feed.likes_other': '{{count}} j’aime',
  'feed.post.share': 'Partager',
  'feed.unused.deep': 'Jamais lu',
};

describe('pickPageTexts', () => {
  it('keeps the keys looked up with their siblings, and nothing else', () => {
    expect(pickPageTexts(TEXTS, ['chat.connection.failed'])).toEqual({
      'chat.connection.connecting': 'Connexion…',
      'chat.connection.failed': 'Connexion perdue',
    });
  });

  it('brings every plural form of a counted text the render used in one form', () => {
    expect(pickPageTexts(TEXTS, ['feed.likes_one'])).toEqual({
      'feed.likes_one': '{{count}} j’aime',
      'feed.likes_other': '{{count}} j’aime',
    });
  });

  it('ignores a key the catalogue does not hold', () => {
    expect(pickPageTexts(TEXTS, ['feed.gone.away'])).toEqual({});
  });
});
