import {
  findPageRoute,
  PAGE_ROUTES,
  PAGE_SEO,
  splitLanguagePrefix,
  UI_LANGUAGES,
  withLanguagePrefix,
  type UiLanguage,
} from '@la-meute/shared';

const OG_LOCALES: Record<UiLanguage, string> = { fr: 'fr_FR', en: 'en_US', es: 'es_ES' };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** hreflang alternates of a page path (without prefix): fr at the root, en and es prefixed. */
export function alternateLinks(path: string, appUrl: string) {
  return [
    ...UI_LANGUAGES.map((language) => ({ hreflang: language, href: `${appUrl}${withLanguagePrefix(path, language)}` })),
    { hreflang: 'x-default', href: `${appUrl}${path}` },
  ];
}

/**
 * Writes the page's language, title, description, Open Graph tags, canonical and hreflang links
 * into index.html, so link previews and search engines need no JavaScript.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the preview image. */
  image?: string;
}

export function renderPageHead(
  html: string,
  pathname: string,
  options: { appUrl: string; siteName: string; meta?: PageMeta | null; language?: UiLanguage },
): string {
  const { path, language: pathLanguage } = splitLanguagePrefix(pathname);
  // The language the page is rendered in, which the browser may have chosen for an unprefixed address.
  const language = options.language ?? pathLanguage;
  let out = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  const route = findPageRoute(path);
  const seo = options.meta ?? (route ? PAGE_SEO[route]?.[language] : undefined);
  if (!route || !seo) return out;

  // Only static routes have one canonical address; a parameterised page keeps its own path.
  const isStatic = !PAGE_ROUTES[route].includes(':');
  // The address itself: an unprefixed page adapts to the browser and stays its own canonical.
  const url = `${options.appUrl}${withLanguagePrefix(path, pathLanguage)}`;
  const tags = [
    `<meta name="description" content="${escapeAttribute(seo.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttribute(options.siteName)}" />`,
    `<meta property="og:title" content="${escapeAttribute(seo.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(seo.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    `<meta property="og:image" content="${escapeAttribute(options.meta?.image ?? `${options.appUrl}/pwa-512x512.png`)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(isStatic
      ? [
          `<link rel="canonical" href="${escapeAttribute(url)}" />`,
          ...alternateLinks(path, options.appUrl).map(
            (link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeAttribute(link.href)}" />`,
          ),
        ]
      : []),
  ].join('\n    ');
  // Replacer functions, not strings: the title and tags carry a post's text, and a replacement string
  // expands $` and $' in it into the text around the match: raw index.html in the attributes.
  out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(seo.title)}</title>`);
  out = out.replace(/<meta name="description"[^>]*>\s*/, '');
  return out.replace('</head>', () => `    ${tags}\n  </head>`);
}
