import type fr from '@/locales/fr.json';

type CatalogueKey = keyof typeof fr;
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
// A text with plural forms ("feed.likes_one", "feed.likes_other") is asked for by its base name.
type PluralBase<Key> = Key extends `${infer Base}_${PluralForm}` ? Base : never;

/** Every key of the reference locale; other locales are held to the same set by a test. */
export type TranslationKey = CatalogueKey | PluralBase<CatalogueKey>;

/** A language's catalogue: flat keys ("auth.signIn.submit"), the dots part of the key. */
export type Texts = Record<string, string>;

/**
 * What a text is given: `count` picks its plural form, `context` its variant ("…_approved"), and
 * every value fills the `{{name}}` of the same name.
 */
export type TranslateOptions = { count?: number; context?: string; defaultValue?: string } & Record<string, unknown>;

export interface TFunction {
  (key: TranslationKey, options?: TranslateOptions): string;
  // A key made from data (a forum category) names what stands in for a value the catalogue lacks.
  (key: string, options: TranslateOptions & { defaultValue: string }): string;
}

/** What stands in for a text found nowhere: the default given, else the key itself. */
export type MissingText = (key: string, defaultValue?: string) => string;

/** Where a text is looked up: the app's catalogue, or the server's, which notes each key found. */
export type TextLookup = (key: string) => string | undefined;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRuleOf(language: string): Intl.PluralRules {
  let rule = pluralRules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    pluralRules.set(language, rule);
  }
  return rule;
}

/**
 * The keys a text may be under, the most precise first, as the locale files name them (i18next's
 * rules, which they were written for): "x_approved_one", "x_approved", "x_one", "x", with "_zero"
 * before a plural form when the count is 0.
 */
function candidateKeys(key: string, language: string, options: TranslateOptions | undefined): string[] {
  const count = typeof options?.count === 'number' ? options.count : undefined;
  const context = options?.context;
  const bases = typeof context === 'string' && context !== '' ? [`${key}_${context}`, key] : [key];
  if (count === undefined) return bases;
  const form = pluralRuleOf(language).select(count);
  return bases.flatMap((base) => (count === 0 ? [`${base}_zero`, `${base}_${form}`, base] : [`${base}_${form}`, base]));
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * Fills each `{{name}}` with the value of that name, as written (React escapes what it renders);
 * a name given no value stays as it is, one given `undefined` or `null` becomes empty.
 */
function fillPlaceholders(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const trimmed = name.trim();
    if (!Object.hasOwn(options, trimmed)) return placeholder;
    const value = options[trimmed];
    return value === undefined || value === null ? '' : String(value);
  });
}

const keyOrDefault: MissingText = (key, defaultValue) => defaultValue ?? key;

/** The text for `key` in `language`, from `lookup`; `onMissing` says what stands in for one found nowhere. */
export function translateText(
  lookup: TextLookup,
  language: string,
  key: string,
  options?: TranslateOptions,
  onMissing: MissingText = keyOrDefault,
): string {
  for (const candidate of candidateKeys(key, language, options)) {
    const text = lookup(candidate);
    if (text !== undefined) return fillPlaceholders(text, options);
  }
  return onMissing(key, options?.defaultValue);
}

/** A translator over one catalogue, for one language. */
export function createTranslator(texts: Texts, language: string, onMissing?: MissingText): TFunction {
  const lookup: TextLookup = (key) => (Object.hasOwn(texts, key) ? texts[key] : undefined);
  return (key: string, options?: TranslateOptions) => translateText(lookup, language, key, options, onMissing);
}
