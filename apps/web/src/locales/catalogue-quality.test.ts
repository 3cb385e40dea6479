import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

const LOCALES: Record<'fr' | 'en' | 'es', Record<string, string>> = { fr, en, es };

// i18next's plural suffixes, the CLDR categories Intl.PluralRules names.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe.each(Object.entries(LOCALES))('catalogue %s', (language, messages) => {
  it('never shows a key as its own text', () => {
    // A text equal to its key, or shaped like one ("gamification.achievement.firstStep"), is a
    // translation someone forgot.
    const raw = Object.entries(messages)
      .filter(([key, text]) => text === key || /^[a-z][\w-]*(\.[\w-]+)+$/.test(text))
      .map(([key]) => key);
    expect(raw, `${language}: texts equal to their key`).toEqual([]);
  });

  // Intl.PluralRules is what i18next asks: for fr and es it answers "many" for 1 000 000, and a key
  // without that form then shows the raw key; "zero" is an optional form i18next adds for 0.
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it('gives every text that counts ({{count}}) all the plural forms of the language', () => {
    const bare = Object.keys(messages).filter((key) => /{{\s*count\s*}}/.test(messages[key] ?? '') && !PLURAL_SUFFIX.test(key));
    expect(bare, `${language}: {{count}} without plural forms`).toEqual([]);

    const bases = new Set(Object.keys(messages).flatMap((key) => (PLURAL_SUFFIX.test(key) ? [key.replace(PLURAL_SUFFIX, '')] : [])));
    const incomplete = [...bases].flatMap((base) =>
      categories.filter((category) => !(`${base}_${category}` in messages)).map((category) => `${base}_${category}`),
    );
    expect(incomplete, `${language}: missing plural forms (${categories.join(', ')})`).toEqual([]);
  });

  it('writes out no number-and-noun pair outside a plural form ("{{replies}} réponses")', () => {
    // A count other than {{count}} followed by a word is a plural built by hand: i18next cannot
    // choose "1 réponse" for it.
    const handMade = Object.keys(messages).filter(
      (key) => !PLURAL_SUFFIX.test(key) && /\{\{\s*(replies|views|likes|members|posts|comments|messages)\s*\}\} \p{L}/u.test(messages[key] ?? ''),
    );
    expect(handMade, `${language}: hand-built plurals`).toEqual([]);
  });
});

// Names kept as they are in every language: the product's own and brand words.
const PROPER_NAMES = ['La Meute', 'AI AutoPilot', 'AutoPilot', 'Fenrir', 'GitHub', 'Open source', 'open source'];

// Words that exist in English but in neither French nor Spanish: one of them in a French or Spanish
// text means an English text was left untranslated. "Chat" and "Email" are absent on purpose:
// French uses them ("Chat public", "Email envoyé", SPEC §8).
const ENGLISH_WORDS = [
  'the', 'your', 'you', "you've", 'and', 'with', 'of', 'to', 'is', 'are', 'be', 'been', 'not', "don't", 'yet',
  'join', 'guest', 'group', 'signed', 'sign', 'back', 'found', 'go', 'please', 'something', 'went', 'wrong',
  'refresh', 'details', 'explore', 'failed', 'successfully', 'passwords', 'thoughts', 'comments', 'activated',
  'oops', 'load', 'first', 'share', 'post', 'community', 'user',
];
// "Error" is also Spanish.
const ENGLISH_ONLY_IN: Record<'fr' | 'es', string[]> = { fr: ['error'], es: [] };

function englishIn(messages: Record<string, string>, language: 'fr' | 'es'): string[] {
  const words = [...ENGLISH_WORDS, ...ENGLISH_ONLY_IN[language]];
  const english = new RegExp(`(?<![\\p{L}'’])(${words.join('|')})(?![\\p{L}'’])`, 'iu');
  return Object.entries(messages)
    .filter(([, text]) => english.test(PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text.replace(/{{\s*\w+\s*}}/g, ''))))
    .map(([key, text]) => `${key}: ${text}`);
}

describe('languages other than English', () => {
  it.each(['fr', 'es'] as const)('the %s catalogue has no English text', (language) => {
    expect(englishIn(LOCALES[language], language)).toEqual([]);
  });

  it('recognises the English texts the French interface once showed', () => {
    const once = { a: 'Join the Pack', b: 'Explore as Guest', c: 'Guest Mode Activated', d: 'Signed out', e: 'Post not found', f: 'Go Back' };
    const more = { g: 'No comments yet. Be the first to share your thoughts!', h: "Passwords don't match", i: 'Group Chat', j: 'Error' };
    expect(englishIn({ ...once, ...more }, 'fr')).toHaveLength(10);
  });
});

// Spanish speaks to the member as "tú", as a community does: an "usted" form left in the catalogue
// (a capitalised imperative, "usted", a text opening on "Su…") mixes the two on one page.
const USTED = /(?<!\p{L})(usted|[Ii]nténtelo|[Vv]uelva|Elija|Escriba|Introduzca|Compruebe|Consulte|Díganos|Preséntese|Contacte|Inicie|Pulse|Seleccione|Regístrese|Conéctese)(?!\p{L})|(^|[.:!?¡¿] )Sus? /u;

describe('the Spanish catalogue', () => {
  it('says "tú" throughout, never "usted"', () => {
    const usted = Object.entries(es).filter(([, text]) => USTED.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(usted).toEqual([]);
  });

  it('recognises the "usted" the gamification page once mixed in', () => {
    const once = ['Su progreso', 'Participar hace crecer a la manada, y a usted con ella', 'Elija su apoyo', 'Inténtelo más tarde.'];
    expect(once.filter((text) => USTED.test(text))).toEqual(once);
  });
});
