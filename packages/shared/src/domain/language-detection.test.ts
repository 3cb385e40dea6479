import { describe, expect, it } from 'vitest';
import { detectLanguage, needsTranslation } from './language-detection';

describe('detectLanguage', () => {
  it.each([
    ['Bonjour à tous, je suis très contente de rejoindre la meute et de partager avec vous', 'fr'],
    ['Hello everyone, I am very happy to join the pack and to share with you all', 'en'],
    ['Hola a todos, estoy muy contenta de unirme a la manada y de compartir con vosotros', 'es'],
  ])('finds the language of %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('says nothing about a text too short or without common words', () => {
    expect(detectLanguage('Namaste 🙏')).toBeNull();
    expect(detectLanguage('yoga')).toBeNull();
    expect(detectLanguage('Guten Morgen zusammen, wir treffen uns heute im Wald')).toBeNull();
  });
});

describe('needsTranslation', () => {
  it('offers a translation only for another language, or an unknown one', () => {
    expect(needsTranslation('Bonjour à tous, la sortie est pour demain avec le groupe', 'fr')).toBe(false);
    expect(needsTranslation('Bonjour à tous, la sortie est pour demain avec le groupe', 'en')).toBe(true);
    expect(needsTranslation('Guten Morgen zusammen, wir treffen uns heute im Wald', 'fr')).toBe(true);
    expect(needsTranslation('🌲🐺 123', 'fr')).toBe(false);
    // Too short to tell, and most likely a greeting: 'merci !' is not offered to anyone.
    expect(needsTranslation('merci !', 'fr')).toBe(false);
    expect(needsTranslation('Namaste', 'en')).toBe(false);
  });
});
