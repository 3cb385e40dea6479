/**
 * SPEC §7 ai-translate: the source language detected locally by counting each language's most
 * common words. Short or mixed texts stay undetected (null): the reader is then offered the
 * translation, and the provider detects it.
 */
const COMMON_WORDS = {
  fr: 'le la les un une des du de et est sont pas pour dans avec sur que qui ce cette nous vous je tu il elle on mais ou au aux très bien merci bonjour être avoir fait comme plus tout',
  en: 'the a an and is are not for in with on that which this we you i he she it but or to of very well thanks hello be have do as more all was were what',
  es: 'el la los las un una unos de del y es son no para en con sobre que quien este esta nosotros vosotros yo tú él ella pero o al muy bien gracias hola ser estar hacer como más todo',
} as const;

export type DetectableLanguage = keyof typeof COMMON_WORDS;

const WORDS = Object.fromEntries(
  Object.entries(COMMON_WORDS).map(([language, words]) => [language, new Set(words.split(' '))]),
) as Record<DetectableLanguage, Set<string>>;

/** At least this many common words, and clearly more than the runner-up, before deciding. */
const MIN_HITS = 2;

export function detectLanguage(text: string): DetectableLanguage | null {
  const tokens = text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = (Object.keys(WORDS) as DetectableLanguage[])
    .map((language) => ({ language, hits: tokens.filter((token) => WORDS[language].has(token)).length }))
    .sort((a, b) => b.hits - a.hits);
  const [best, second] = scores;
  if (!best || best.hits < MIN_HITS || best.hits <= (second?.hits ?? 0)) return null;
  return best.language;
}

/** Below this many words an undetected text is most likely a greeting or a name: not worth translating. */
const MIN_UNKNOWN_WORDS = 4;

/**
 * Whether to offer 'Traduire' to a reader: the text is in another language than theirs, or, long
 * enough to mean something, in a language the common words do not tell (German, Italian…).
 */
export function needsTranslation(text: string, readerLanguage: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return false;
  const detected = detectLanguage(text);
  if (detected === null) return words.length >= MIN_UNKNOWN_WORDS;
  return detected !== readerLanguage;
}
