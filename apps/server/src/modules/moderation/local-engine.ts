import { HATE, HEALTH_MISINFORMATION, INSULTS, SEXUAL_HARASSMENT } from './word-lists';
import { collapseDoubles, normaliseText } from './normalise-text';

export const MODERATION_REASONS = [
  'insult',
  'hate',
  'sexual_harassment',
  'health_misinformation',
  'spam_links',
  'spam_repeated_characters',
  'spam_shouting',
  'spam_duplicate',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

export interface ModerationInput {
  content: string;
  /** The author's recent texts (newest last), to spot the same message sent again and again. */
  recentContents?: string[];
}

export interface ModerationVerdict {
  approved: boolean;
  reasons: ModerationReason[];
}

const MAX_LINKS = 3;
const REPEATED_CHARACTER_RUN = 10;
const SHOUTING_MIN_LETTERS = 20;
const SHOUTING_RATIO = 0.8;
const DUPLICATES_ALLOWED = 2;

/** A word list in the form the engine matches (whole words, accents and look-alikes folded); the desk's extra words too. */
export function compileTerms(terms: string[]) {
  const forms = new Set<string>();
  for (const term of terms) {
    const normalised = normaliseText(term);
    forms.add(normalised);
    forms.add(collapseDoubles(normalised));
  }
  return [...forms];
}

const TERM_LISTS: [ModerationReason, string[]][] = [
  ['insult', compileTerms(INSULTS)],
  ['hate', compileTerms(HATE)],
  ['sexual_harassment', compileTerms(SEXUAL_HARASSMENT)],
];

/** Whether the text holds one of `terms` (compiled by compileTerms) as whole words. */
export function containsTerm(content: string, terms: string[]): boolean {
  if (terms.length === 0) return false;
  const normalised = normaliseText(content);
  const collapsed = collapseDoubles(normalised);
  return terms.some((term) => normalised.includes(term) || collapsed.includes(term));
}

/** The offline moderation engine: word lists, spam signals and forbidden health claims. */
export function moderateLocally(input: ModerationInput): ModerationVerdict {
  const reasons = new Set<ModerationReason>();
  const normalised = normaliseText(input.content);
  const collapsed = collapseDoubles(normalised);

  for (const [reason, terms] of TERM_LISTS) {
    // Terms are padded with spaces like the text, so they only match whole words.
    if (terms.some((term) => normalised.includes(term) || collapsed.includes(term))) reasons.add(reason);
  }
  if (HEALTH_MISINFORMATION.some((pattern) => pattern.test(normalised))) reasons.add('health_misinformation');

  const links = input.content.match(/\bhttps?:\/\/\S+|\bwww\.\S+/gi) ?? [];
  if (links.length > MAX_LINKS) reasons.add('spam_links');
  if (new RegExp(`(.)\\1{${REPEATED_CHARACTER_RUN - 1},}`, 'u').test(input.content.replace(/\s/g, ''))) {
    reasons.add('spam_repeated_characters');
  }
  const letters = input.content.match(/\p{L}/gu) ?? [];
  const upper = input.content.match(/\p{Lu}/gu) ?? [];
  if (letters.length >= SHOUTING_MIN_LETTERS && upper.length / letters.length >= SHOUTING_RATIO) reasons.add('spam_shouting');

  const key = normalised.trim();
  if (key && (input.recentContents ?? []).filter((text) => normaliseText(text).trim() === key).length >= DUPLICATES_ALLOWED) {
    reasons.add('spam_duplicate');
  }
  return { approved: reasons.size === 0, reasons: [...reasons] };
}
