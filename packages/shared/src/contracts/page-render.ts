import type { PageRouteName } from '../constants/routes';
import { SITEMAP_ROUTES } from '../constants/seo';
import type { UiLanguage } from '../constants/i18n';

/**
 * ADR 009: the public pages the server renders to HTML (with their data), which then become
 * interactive once the visitor acts: those of the sitemap, and (ADR 011) the feed and the chat as
 * a visitor reads them. Every other page is the plain app shell.
 */
export const SERVER_RENDERED_PAGES: readonly PageRouteName[] = [...SITEMAP_ROUTES, 'feed', 'chat'];

/** How the page renderer reaches the API: in-process, with the visitor's cookies. */
export type PageApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export type RenderPageInput = {
  /** Absolute URL of the page. */
  url: string;
  language: UiLanguage;
  fetchApi: PageApiFetch;
  /** Rendered for one signed-in member (their cookie in fetchApi), not shared by visitors. */
  member: boolean;
};

export type RenderedPage = {
  /** The markup that goes inside #root. */
  appHtml: string;
  /** The JSON script with the language and the data the browser app hydrates with. */
  stateScript: string;
  /** The document title the page set while rendering (the browser app sets the same). */
  title?: string;
};

/** The module the web build emits for the server (apps/web/src/entry-server.tsx). */
export type PageRenderer = {
  /** Null when the page redirects or fails on the server: the app shell is sent instead. */
  renderPage: (input: RenderPageInput) => Promise<RenderedPage | null>;
};
