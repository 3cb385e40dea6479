import { TRANSLATION_LANGUAGES } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../lib/i18n/test-translator';
import { translatedFromLabel } from './translation-label';

describe('the note under a translated text', () => {
  it('names the source language in the interface language', async () => {
    const [french, english, spanish] = await Promise.all([translatorFor('fr'), translatorFor('en'), translatorFor('es')]);
    expect(translatedFromLabel(french, 'en')).toBe("Traduit de l'anglais");
    expect(translatedFromLabel(french, 'es')).toBe("Traduit de l'espagnol");
    expect(translatedFromLabel(english, 'fr')).toBe('Translated from French');
    expect(translatedFromLabel(spanish, 'en')).toBe('Traducido del inglés');
  });

  it.each(['fr', 'en', 'es'] as const)('has a %s name for every SPEC §9 translation language', async (language) => {
    const t = await translatorFor(language);
    const labels = TRANSLATION_LANGUAGES.map((source) => translatedFromLabel(t, source));
    expect(labels.filter((label) => label.startsWith('translation.'))).toEqual([]);
    expect(new Set(labels).size).toBe(TRANSLATION_LANGUAGES.length);
  });

  it('stays unnamed when the language is unknown', async () => {
    const french = await translatorFor('fr');
    expect(translatedFromLabel(french, null)).toBe('Traduit automatiquement');
    expect(translatedFromLabel(french, 'xx')).toBe('Traduit automatiquement');
  });
});
