import { describe, expect, it } from 'vitest';
import { compatibilityWith, computeCompatibility, normalizeTerm, type CompatibilityProfile } from './compatibility';

function profile(overrides: Partial<CompatibilityProfile> = {}): CompatibilityProfile {
  return { interests: [], languages: [], locationCity: null, locationCountry: null, lookingFor: 'friendship', ...overrides };
}

describe('computeCompatibility (SPEC §2 Discover)', () => {
  it('gives 100 to two members who share everything', () => {
    const louve = profile({ interests: ['yoga', 'randonnée'], languages: ['fr'], locationCity: 'Lyon', locationCountry: 'France' });
    expect(computeCompatibility(louve, { ...louve })).toBe(100);
  });

  it('gives 0 to two members who share nothing and want different things', () => {
    const a = profile({ interests: ['yoga'], languages: ['fr'], locationCity: 'Lyon', locationCountry: 'France', lookingFor: 'dating' });
    const b = profile({ interests: ['échecs'], languages: ['es'], locationCity: 'Madrid', locationCountry: 'Espagne', lookingFor: 'networking' });
    expect(computeCompatibility(a, b)).toBe(0);
  });

  it('matches interests and languages whatever their case, accents and spaces', () => {
    const a = profile({ interests: ['Randonnée', ' Yoga '], languages: ['Français'], lookingFor: 'dating' });
    const b = profile({ interests: ['randonnee', 'yoga'], languages: ['francais'], lookingFor: 'networking' });
    expect(computeCompatibility(a, b)).toBe(60);
    expect(normalizeTerm('  Équitation   Western ')).toBe('equitation western');
  });

  it('weighs interests by both lists (Dice) and languages by the shorter one', () => {
    const a = profile({ interests: ['yoga', 'cuisine', 'jardin', 'lecture'], languages: ['fr', 'en', 'es'], lookingFor: 'dating' });
    const b = profile({ interests: ['yoga', 'cuisine', 'vélo', 'chant'], languages: ['en'], lookingFor: 'events' });
    // interests 2·2/8 × 40 = 20; languages 1/1 × 20 = 20
    expect(computeCompatibility(a, b)).toBe(40);
  });

  it('counts the same city fully and the same country by half', () => {
    const lyon = profile({ locationCity: 'Lyon', locationCountry: 'France', lookingFor: 'dating' });
    expect(computeCompatibility(lyon, profile({ locationCity: 'LYON', locationCountry: 'france', lookingFor: 'events' }))).toBe(20);
    expect(computeCompatibility(lyon, profile({ locationCity: 'Paris', locationCountry: 'France', lookingFor: 'events' }))).toBe(10);
    expect(computeCompatibility(lyon, profile({ locationCity: 'Lyon', lookingFor: 'events' }))).toBe(20);
    // A namesake city in another country is not the same place.
    expect(computeCompatibility(lyon, profile({ locationCity: 'Lyon', locationCountry: 'Canada', lookingFor: 'events' }))).toBe(0);
  });

  it('ignores an unknown or hidden location', () => {
    expect(computeCompatibility(profile({ lookingFor: 'dating' }), profile({ lookingFor: 'events' }))).toBe(0);
    expect(computeCompatibility(profile({ locationCity: ' ', lookingFor: 'dating' }), profile({ locationCity: '', lookingFor: 'events' }))).toBe(0);
  });

  it("counts the same looking_for, or either looking for 'all'", () => {
    expect(computeCompatibility(profile({ lookingFor: 'dating' }), profile({ lookingFor: 'dating' }))).toBe(20);
    expect(computeCompatibility(profile({ lookingFor: 'all' }), profile({ lookingFor: 'events' }))).toBe(20);
    expect(computeCompatibility(profile({ lookingFor: 'dating' }), profile({ lookingFor: 'events' }))).toBe(0);
  });

  it('is symmetric and stays a whole number between 0 and 100', () => {
    const a = profile({ interests: ['a', 'b', 'c'], languages: ['fr', 'en'], locationCountry: 'France' });
    const b = profile({ interests: ['c', 'd'], languages: ['en'], locationCity: 'Nice', locationCountry: 'France', lookingFor: 'all' });
    const score = computeCompatibility(a, b);
    expect(score).toBe(computeCompatibility(b, a));
    expect(Number.isInteger(score)).toBe(true);
    expect(score).toBe(66); // 2·1/5 × 40 = 16, + 20 + 10 + 20
  });

  it('scores a pool against one profile as pair by pair, the same term normalised alike every time', () => {
    const viewer = profile({ interests: ['Randonnée', 'yoga', 'Cuisine'], languages: ['Français', 'en'], locationCity: 'Évry', locationCountry: 'France', lookingFor: 'dating' });
    const pool = [
      profile({ interests: ['randonnee'], languages: ['francais'], locationCity: 'evry ', locationCountry: 'france', lookingFor: 'all' }),
      profile({ interests: ['YOGA', 'cuisine', 'chant'], languages: ['es'], locationCity: 'Lyon', locationCountry: 'France' }),
      profile({ interests: [], languages: ['EN'], lookingFor: 'dating' }),
    ];
    const scoreWith = compatibilityWith(viewer);
    const scores = pool.map((other) => scoreWith(other));
    expect(scores).toEqual(pool.map((other) => computeCompatibility(viewer, other)));
    expect(scores).toEqual(pool.map((other) => computeCompatibility(other, viewer)));
    expect(scores[0]).toBeGreaterThan(scores[2]!);
    expect(normalizeTerm('Randonnée')).toBe(normalizeTerm('randonnee'));
    expect(normalizeTerm('Randonnée')).toBe('randonnee');
  });
});
