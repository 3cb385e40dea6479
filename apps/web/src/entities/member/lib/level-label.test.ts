import { LEVELS, RANK_KEYS } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../lib/i18n/test-translator';
import { levelLabel, rankLabel } from './level-label';


describe('level and rank names', () => {
  it('names levels in the page language', async () => {
    const [french, english, spanish] = await Promise.all([translatorFor('fr'), translatorFor('en'), translatorFor('es')]);
    expect(levelLabel(french, 1)).toBe('Agneau Curieux');
    expect(levelLabel(english, 1)).toBe('Curious Lamb');
    expect(levelLabel(english, 5)).toBe('Awakened Wolf');
    expect(levelLabel(english, 9)).toBe('Legendary Wolf');
    expect(levelLabel(spanish, 9)).toBe('Lobo Legendario');
  });

  it('keeps the SPEC French names, with distinct names for levels 5 and 9', async () => {
    const french = await translatorFor('fr');
    expect(LEVELS.map((level) => levelLabel(french, level.level))).toEqual(LEVELS.map((level) => level.name));
    expect(levelLabel(french, 5)).toBe('Loup Éveillé');
    expect(levelLabel(french, 9)).toBe('Loup Légendaire');
  });

  it.each(['fr', 'en', 'es'] as const)('gives the ten levels ten different %s names, none left untranslated', async (language) => {
    const t = await translatorFor(language);
    const names = LEVELS.map((level) => levelLabel(t, level.level));
    expect(new Set(names).size).toBe(LEVELS.length);
    expect(names.filter((name) => name.startsWith('gamification.'))).toEqual([]);
    const ranks = RANK_KEYS.map((rank) => rankLabel(t, rank));
    expect(new Set(ranks).size).toBe(RANK_KEYS.length);
    expect(ranks.filter((name) => name.startsWith('gamification.'))).toEqual([]);
  });

  it('reads an unknown level number as the first level', async () => {
    const english = await translatorFor('en');
    expect(levelLabel(english, 0)).toBe('Curious Lamb');
    expect(levelLabel(english, 42)).toBe('Curious Lamb');
  });

  it('names ranks in the page language', async () => {
    const [english, spanish] = await Promise.all([translatorFor('en'), translatorFor('es')]);
    expect(rankLabel(english, 'alphaWolf')).toBe('Alpha Wolf');
    expect(rankLabel(spanish, 'mythicFenrir')).toBe('Fenrir Mítico');
  });
});
