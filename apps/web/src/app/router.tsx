import { MEMBER_ONLY_ROUTES, PAGE_ROUTES, PREFIXED_LANGUAGES, type PageRouteName } from '@la-meute/shared';
import type { ComponentType } from 'react';
import { BrowserRouter, matchRoutes, renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { deferComponent } from '@/components/ui/deferred';
import { AppLayout } from './layout/app-layout';
import { RequireMember } from './require-member';
import { RouteErrorFallback } from './routes/route-error-fallback';

type Page = ReturnType<typeof deferComponent<object>>;

/** A page's module, loaded when first shown (its own chunk), or ahead of it (preload). */
const page = (load: () => Promise<ComponentType>): Page => deferComponent(load);

// A Record keyed by PageRouteName: forgetting a route of PAGE_ROUTES is a compile error.
const PAGES: Record<PageRouteName, Page> = {
  home: page(() => import('./routes/home').then((m) => m.HomeRoute)),
  auth: page(() => import('./routes/auth').then((m) => m.AuthRoute)),
  joinPack: page(() => import('./routes/join-pack').then((m) => m.JoinPackRoute)),
  profile: page(() => import('./routes/profile').then((m) => m.ProfileRoute)),
  discovery: page(() => import('./routes/discovery').then((m) => m.DiscoveryRoute)),
  aiControl: page(() => import('./routes/ai-control').then((m) => m.AiControlRoute)),
  community: page(() => import('./routes/community').then((m) => m.CommunityRoute)),
  chat: page(() => import('./routes/chat').then((m) => m.ChatRoute)),
  messages: page(() => import('./routes/messages').then((m) => m.MessagesRoute)),
  directMessages: page(() => import('./routes/direct-messages').then((m) => m.DirectMessagesRoute)),
  feed: page(() => import('./routes/feed').then((m) => m.FeedRoute)),
  post: page(() => import('./routes/post').then((m) => m.PostRoute)),
  forum: page(() => import('./routes/forum').then((m) => m.ForumRoute)),
  forumTopic: page(() => import('./routes/forum-topic').then((m) => m.ForumTopicRoute)),
  dating: page(() => import('./routes/dating').then((m) => m.DatingRoute)),
  events: page(() => import('./routes/events').then((m) => m.EventsRoute)),
  eventDetail: page(() => import('./routes/event-detail').then((m) => m.EventDetailRoute)),
  moderation: page(() => import('./routes/moderation').then((m) => m.ModerationRoute)),
  gamification: page(() => import('./routes/gamification').then((m) => m.GamificationRoute)),
  notifications: page(() => import('./routes/notifications').then((m) => m.NotificationsRoute)),
  search: page(() => import('./routes/search').then((m) => m.SearchRoute)),
  unsubscribe: page(() => import('./routes/unsubscribe').then((m) => m.UnsubscribeRoute)),
  support: page(() => import('./routes/support').then((m) => m.SupportRoute)),
  about: page(() => import('./routes/about').then((m) => m.AboutRoute)),
  legal: page(() => import('./routes/legal').then((m) => m.LegalIndexRoute)),
  legalMentions: page(() => import('./routes/legal').then((m) => m.LegalMentionsRoute)),
  legalTerms: page(() => import('./routes/legal').then((m) => m.LegalTermsRoute)),
  legalPrivacy: page(() => import('./routes/legal').then((m) => m.LegalPrivacyRoute)),
  legalCookies: page(() => import('./routes/legal').then((m) => m.LegalCookiesRoute)),
  legalDsa: page(() => import('./routes/legal').then((m) => m.LegalDsaRoute)),
};
const NOT_FOUND: Page = page(() => import('./routes/not-found').then((m) => m.NotFoundRoute));

/** What a route carries for preloadPage: its page's module. */
type PageHandle = { preload: () => Promise<void> };

function pageElement({ Component, preload }: Page): Pick<RouteObject, 'element' | 'handle'> {
  const handle: PageHandle = { preload };
  return { element: <Component />, handle };
}

// Under a language prefix (/en, /es) the same pages are mounted with relative paths.
function toRoute(name: PageRouteName, prefixed: boolean): RouteObject {
  const absolute = PAGE_ROUTES[name];
  const location: Pick<RouteObject, 'path' | 'index'> = !prefixed
    ? { path: absolute }
    : absolute === '/'
      ? { index: true }
      : { path: absolute.slice(1) };
  return { ...location, ...pageElement(PAGES[name]) } as RouteObject;
}

const pageNames = Object.keys(PAGES) as PageRouteName[];
const memberOnly = new Set<PageRouteName>(MEMBER_ONLY_ROUTES);

function pageRoutes(prefixed: boolean): RouteObject[] {
  return [
    ...pageNames.filter((name) => !memberOnly.has(name)).map((name) => toRoute(name, prefixed)),
    // SPEC §2/§4: member pages wait for the session, then send visitors to /auth.
    {
      element: <RequireMember />,
      children: pageNames.filter((name) => memberOnly.has(name)).map((name) => toRoute(name, prefixed)),
    },
  ];
}

// The layout shows a page still loading (a spinner) or failing (in the page, under the bar).
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...pageRoutes(false),
      // SPEC §9 SEO: the same pages in English and Spanish under /en and /es.
      ...PREFIXED_LANGUAGES.map((language) => ({ path: `/${language}`, children: pageRoutes(true) })),
      { path: '*', ...pageElement(NOT_FOUND) },
    ],
  },
];

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'preload' in handle;
}

// Matching an address ranks the whole table (every page in three languages) and compiles each
// pattern it tries: done once per address, not on every render (the server renders a page up to
// four times, the browser on every navigation).
const MATCHES_KEPT = 200;
const matchesByPath = new Map<string, RouteMatch[] | null>();

function matchPage(pathname: string): RouteMatch[] | null {
  let matches = matchesByPath.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routes, pathname);
    if (matchesByPath.size >= MATCHES_KEPT) matchesByPath.clear();
    matchesByPath.set(pathname, matches);
  }
  return matches;
}

/**
 * Loads the page module of an address before it is rendered: a server-rendered page hydrates with
 * its own component rather than the loading spinner (ADR 009), and the server renders it whole.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchPage(pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (isPageHandle(route.handle) ? route.handle.preload() : undefined)));
}

/** The pages at the current address (in a BrowserRouter or, on the server, a StaticRouter). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Only the layout itself failing replaces the whole screen.
  return <ErrorBoundary fallback={(error) => <RouteErrorFallback error={error} />}>{renderMatches(matchPage(pathname))}</ErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
