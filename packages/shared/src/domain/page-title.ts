import type { UiLanguage } from '../constants/i18n';

// Enough to recognise a post in a tab or a bookmark; the description carries the rest (SPEC §9).
const POST_TITLE_EXCERPT_MAX = 60;

// Each language quotes in its own way.
const QUOTES: Record<UiLanguage, (author: string, excerpt: string) => string> = {
  fr: (author, excerpt) => `${author} : « ${excerpt} »`,
  en: (author, excerpt) => `${author}: “${excerpt}”`,
  es: (author, excerpt) => `${author}: «${excerpt}»`,
};

/** The first words of a text, cut at a word and marked with an ellipsis when cut. */
export function firstWords(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // One character is kept for the ellipsis; a word cut in its middle goes, unless it is the only one.
  const cut = flat.slice(0, max - 1);
  const lastSpace = flat[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?–-]+$/, '')}…`;
}

/**
 * What names a post page: its author and first words. The server writes it in the
 * page it sends and the browser app sets the very same, so the title never changes under the reader.
 */
export function getPostTitle(author: string, content: string, language: UiLanguage): string {
  const excerpt = firstWords(content, POST_TITLE_EXCERPT_MAX);
  return excerpt ? QUOTES[language](author, excerpt) : author;
}

/** Every page title ends with the site's name: "Fil d'actualité – La Meute". */
export function withSiteName(name: string, siteName: string): string {
  return `${name} – ${siteName}`;
}
