import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

// The landing texts SPEC §2 quotes: the SPEC writes the buttons and the toast in English, the
// English interface's words; French translates them. The tier names are French in every language.
describe('landing texts required word for word by the SPEC', () => {
  it.each([
    ['landing.hero.join', 'Join the Pack', 'Rejoindre la Meute'],
    ['landing.hero.exploreGuest', 'Explore as Guest', 'Explorer en invité'],
    ['landing.hero.exploreMember', 'Explore Community', 'Explorer la communauté'],
    ['landing.hero.guestToast.title', 'Guest Mode Activated', 'Mode invité activé'],
  ])('%s', (key, english, french) => {
    expect((en as Record<string, string>)[key]).toBe(english);
    expect((fr as Record<string, string>)[key]).toBe(french);
  });

  it.each([
    ['landing.tiers.lamb.name', 'Agneau Curieux'],
    ['landing.tiers.novice.name', 'Loup Novice'],
    ['landing.tiers.alpha.name', 'Loup Alpha'],
  ])('%s', (key, text) => {
    expect((fr as Record<string, string>)[key]).toBe(text);
  });
});
