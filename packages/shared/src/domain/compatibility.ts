import type { LookingFor } from '../constants/profile';

/** What the compatibility reads of a profile; a location the member hides is passed as null. */
export interface CompatibilityProfile {
  interests: readonly string[];
  languages: readonly string[];
  locationCity: string | null;
  locationCountry: string | null;
  lookingFor: LookingFor;
}

/**
 * What another member's profile gives the score: a location they hide (SPEC §3 show_location) must
 * not show through the percentage either. The viewer's own profile passes `showLocation: true`.
 */
export function toCompatibilityProfile(
  profile: CompatibilityProfile & { privacySettings: { show_location: boolean } },
  options: { own?: boolean } = {},
): CompatibilityProfile {
  const showLocation = options.own === true || profile.privacySettings.show_location;
  return {
    interests: profile.interests,
    languages: profile.languages,
    locationCity: showLocation ? profile.locationCity : null,
    locationCountry: showLocation ? profile.locationCountry : null,
    lookingFor: profile.lookingFor,
  };
}

/**
 * The weights of SPEC §2 Discover's compatibility, summing to 100. Interests weigh most: they are
 * what members fill in most and what a meeting is about; a shared language decides whether two
 * people can talk at all; location and intent decide whether meeting makes sense.
 */
export const COMPATIBILITY_WEIGHTS = {
  interests: 40,
  languages: 20,
  /** Same city earns the whole weight, same country (in another or an unknown city) half of it. */
  location: 20,
  /** Same looking_for, or either looking for 'all'. */
  lookingFor: 20,
} as const;

// Members write the same interests, languages and places over and over, and Discover scores a
// pool of a few hundred profiles a request: each term is normalised once (a bounded memo).
const NORMALIZED_TERMS_LIMIT = 10_000;
const normalizedTerms = new Map<string, string>();

/** Case-, accent- and spacing-insensitive: 'Équitation ' and 'equitation' are one interest. */
export function normalizeTerm(term: string): string {
  let normalized = normalizedTerms.get(term);
  if (normalized === undefined) {
    normalized = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
    if (normalizedTerms.size >= NORMALIZED_TERMS_LIMIT) normalizedTerms.clear();
    normalizedTerms.set(term, normalized);
  }
  return normalized;
}

function termSet(terms: readonly string[]): Set<string> {
  return new Set(terms.map(normalizeTerm).filter((term) => term !== ''));
}

function sharedCount(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const term of a) if (b.has(term)) count += 1;
  return count;
}

/** Dice coefficient: shared interests against both lists, so neither a long nor a short list games it. */
function interestsScore(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  return (2 * sharedCount(a, b)) / (a.size + b.size);
}

/** Overlap coefficient: one shared language is enough to talk, whatever else either speaks. */
function languagesScore(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  return sharedCount(a, b) / Math.min(a.size, b.size);
}

function sameKnown(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  const left = normalizeTerm(a);
  return left !== '' && left === normalizeTerm(b);
}

function locationScore(a: CompatibilityProfile, b: CompatibilityProfile): number {
  if (sameKnown(a.locationCity, b.locationCity)) {
    // Two Saint-Denis exist: a city only counts fully when the countries do not contradict it.
    const countriesKnown = Boolean(a.locationCountry?.trim()) && Boolean(b.locationCountry?.trim());
    if (!countriesKnown || sameKnown(a.locationCountry, b.locationCountry)) return 1;
  }
  return sameKnown(a.locationCountry, b.locationCountry) ? 0.5 : 0;
}

function lookingForScore(a: LookingFor, b: LookingFor): number {
  return a === b || a === 'all' || b === 'all' ? 1 : 0;
}

/**
 * SPEC §2 Discover: how well two profiles match, as a whole percentage (0–100). Symmetric and
 * deterministic, so both members see the same number for each other.
 */
export function computeCompatibility(a: CompatibilityProfile, b: CompatibilityProfile): number {
  return compatibilityWith(a)(b);
}

/** computeCompatibility against one profile, its own term sets made once for every profile scored. */
export function compatibilityWith(a: CompatibilityProfile): (b: CompatibilityProfile) => number {
  const interests = termSet(a.interests);
  const languages = termSet(a.languages);
  return (b) => {
    const score =
      COMPATIBILITY_WEIGHTS.interests * interestsScore(interests, termSet(b.interests)) +
      COMPATIBILITY_WEIGHTS.languages * languagesScore(languages, termSet(b.languages)) +
      COMPATIBILITY_WEIGHTS.location * locationScore(a, b) +
      COMPATIBILITY_WEIGHTS.lookingFor * lookingForScore(a.lookingFor, b.lookingFor);
    return Math.min(100, Math.max(0, Math.round(score)));
  };
}
