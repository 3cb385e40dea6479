import { describe, expect, it } from 'vitest';
import { forumAuthorName } from './author-name';

describe('forumAuthorName', () => {
  const name = (item: Parameters<typeof forumAuthorName>[0]) => forumAuthorName(item, 'Utilisateur', 'Anonyme');

  it('names a member by display name, else username, else Utilisateur', () => {
    expect(name({ author: { displayName: 'Luna', username: 'luna' }, pseudonym: null })).toBe('Luna');
    expect(name({ author: { displayName: ' ', username: 'luna' }, pseudonym: null })).toBe('luna');
    expect(name({ author: { displayName: '', username: '' }, pseudonym: null })).toBe('Utilisateur');
  });

  it('names an anonymous author by pseudonym, else Anonyme', () => {
    expect(name({ author: null, pseudonym: 'Renard' })).toBe('Renard');
    expect(name({ author: null, pseudonym: null })).toBe('Anonyme');
  });
});
