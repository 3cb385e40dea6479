import { describe, expect, it } from 'vitest';
import { firstWords, getPostTitle, withSiteName } from './page-title';

describe('page titles', () => {
  it("names a post by its author and first words, quoted in the page's language", () => {
    expect(getPostTitle('Marie Lune', 'Bonjour à tous', 'fr')).toBe('Marie Lune : « Bonjour à tous »');
    expect(getPostTitle('Marie Lune', 'Hello  everyone\n', 'en')).toBe('Marie Lune: “Hello everyone”');
    expect(getPostTitle('Marie Lune', 'Hola a todos', 'es')).toBe('Marie Lune: «Hola a todos»');
    // A post of pictures only is named by its author.
    expect(getPostTitle('Marie Lune', '   ', 'fr')).toBe('Marie Lune');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const text = 'Une balade en forêt ce dimanche matin pour ceux qui veulent respirer un peu avant la semaine';
    const excerpt = firstWords(text, 60);
    expect(excerpt).toBe('Une balade en forêt ce dimanche matin pour ceux qui veulent…');
    expect(excerpt.length).toBeLessThanOrEqual(60);
    expect(firstWords('Anticonstitutionnellementanticonstitutionnellement', 20)).toBe('Anticonstitutionnel…');
  });

  it('ends every title with the site name', () => {
    expect(withSiteName("Fil d'actualité", 'La Meute')).toBe("Fil d'actualité – La Meute");
  });
});
