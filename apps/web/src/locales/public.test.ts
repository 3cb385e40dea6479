import { describe, expect, it } from 'vitest';
import fr from './fr.json';

// The landing texts SPEC §2 quotes: they are the French interface's words, as written.
describe('landing texts required word for word by the SPEC', () => {
  it.each([
    ['landing.hero.join', 'Join the Pack'],
    ['landing.hero.exploreGuest', 'Explore as Guest'],
    ['landing.hero.exploreMember', 'Explore Community'],
    ['landing.hero.guestToast.title', 'Guest Mode Activated'],
    ['landing.tiers.lamb.name', 'Agneau Curieux'],
    ['landing.tiers.novice.name', 'Loup Novice'],
    ['landing.tiers.alpha.name', 'Loup Alpha'],
  ])('%s', (key, text) => {
    expect((fr as Record<string, string>)[key]).toBe(text);
  });
});
