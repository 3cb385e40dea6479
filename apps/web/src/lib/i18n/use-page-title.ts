import { findPageRoute, PAGE_SEO, splitLanguagePrefix, withSiteName, type PageRouteName } from '@la-meute/shared';
import { useEffect } from 'react';
import { useTranslation } from './use-translation';
import { useLocation } from 'react-router';
import { currentLanguage, type TranslationKey } from './i18n';

// The site's name as the server's page heads write it (PAGE_SEO, SITE_NAME's default).
const SITE_NAME = 'La Meute';

// A page without SEO metadata is named by its heading; the 404 page by its message.
function headingKey(route: PageRouteName | null): TranslationKey {
  return route ? (`pages.${route}.title` as TranslationKey) : 'notFound.title';
}

// The address whose title the server wrote (the first page of the visit), until the app moves on.
let serverTitledPath: string | null = typeof window === 'undefined' ? null : window.location.pathname;
// A server render reads the title its page set (entry-server.tsx), to send the same one.
let renderedTitle: string | null = null;

// Effects never run on the server: the page notes its title while it renders. Sound there only,
// where each render is one synchronous pass that entry-server.tsx reads right after.
function noteRenderedTitle(title: string | null): void {
  if (typeof document === 'undefined' && title) renderedTitle = title;
}

/** Server only: the title set by the page just rendered, cleared for the next render. */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}

/**
 * Gives the page at the current address its document title and keeps it: PAGE_SEO's
 * title for the public pages, else "<its heading> – La Meute"; with `name`, "<name> – La Meute" (a
 * post's author and first words, a chat channel). `name: null` means the page does not know its
 * name yet: on the first page of a visit the server's title (which does) stays, elsewhere the
 * page's own stands in. The server sends the same titles (routes/spa.ts), so they never change
 * as the app goes live. Every route calls it once (the chat route through ChatPage, which knows the channel).
 */
export function usePageTitle(name?: string | null): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = currentLanguage();
  const route = findPageRoute(splitLanguagePrefix(pathname).path);
  const seoTitle = route ? PAGE_SEO[route]?.[language].title : undefined;
  const fallback = seoTitle ?? withSiteName(t(headingKey(route)), SITE_NAME);
  const title = name ? withSiteName(name, SITE_NAME) : name === null && serverTitledPath === pathname ? null : fallback;

  noteRenderedTitle(title);

  useEffect(() => {
    if (title === null) return;
    document.title = title;
    serverTitledPath = null;
  }, [title]);
}
