import { LEVELS } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import fr from './fr.json';

const messages = fr as Record<string, string>;

// Texts of the legal, support and gamification pages that SPEC §3/§4/§9 fix word for word in French.
describe('French page texts required by the SPEC', () => {
  it('formats the legal update line as "Dernière mise à jour : 15 janvier 2025"', () => {
    expect(messages['legal.lastUpdated']?.replace('{{date}}', '15 janvier 2025')).toBe('Dernière mise à jour : 15 janvier 2025');
  });

  it.each(LEVELS.map((level) => [level.level, level.name] as const))('names level %d "%s"', (level, name) => {
    expect(messages[`gamification.level.${level}`]).toBe(name);
  });

  it('names the eight badge ranks from Agneau to Fenrir Mythique', () => {
    const ranks = ['lamb', 'sheep', 'goat', 'ram', 'shepherd', 'wolf', 'alphaWolf', 'mythicFenrir'].map(
      (key) => messages[`gamification.rank.${key}`],
    );
    expect(ranks).toEqual(['Agneau', 'Mouton', 'Chèvre', 'Bélier', 'Berger', 'Loup', 'Loup Alpha', 'Fenrir Mythique']);
  });
});
