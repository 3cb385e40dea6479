import { MEMBER_ONLY_ROUTES, PAGE_ROUTES, PREFIXED_LANGUAGES, type PageRouteName } from '@la-meute/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { yieldToEventLoop } from '@/lib/dom/yield-to-event-loop';
import type { TranslationKey } from '@/lib/i18n/i18n';
import { AppLayout } from './layout/app-layout';
import { PageSpinner } from './layout/page-spinner';
import { RequireMember } from './require-member';
import type { PlaceholderHandle } from './routes/placeholder-page';
import { PageErrorFallback, RouteErrorFallback } from './routes/route-error-fallback';

type LazyModule = () => Promise<{ Component: ComponentType }>;

/** A page not built yet shows only its translated heading (read from the route handle). */
type PageDefinition = { module: LazyModule } | { titleKey: TranslationKey };

const loadPlaceholder: LazyModule = () =>
  import('./routes/placeholder-page').then((module) => ({ Component: module.PlaceholderPage }));

// A Record keyed by PageRouteName: forgetting a route of PAGE_ROUTES is a compile error.
const PAGES: Record<PageRouteName, PageDefinition> = {
  home: { module: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
  auth: { module: () => import('./routes/auth').then((module) => ({ Component: module.AuthRoute })) },
  joinPack: { module: () => import('./routes/join-pack').then((m) => ({ Component: m.JoinPackRoute })) },
  profile: { module: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })) },
  discovery: { module: () => import('./routes/discovery').then((m) => ({ Component: m.DiscoveryRoute })) },
  aiControl: { module: () => import('./routes/ai-control').then((m) => ({ Component: m.AiControlRoute })) },
  community: { module: () => import('./routes/community').then((m) => ({ Component: m.CommunityRoute })) },
  chat: { module: () => import('./routes/chat').then((m) => ({ Component: m.ChatRoute })) },
  messages: { module: () => import('./routes/messages').then((m) => ({ Component: m.MessagesRoute })) },
  directMessages: { module: () => import('./routes/direct-messages').then((m) => ({ Component: m.DirectMessagesRoute })) },
  feed: { module: () => import('./routes/feed').then((m) => ({ Component: m.FeedRoute })) },
  post: { module: () => import('./routes/post').then((m) => ({ Component: m.PostRoute })) },
  forum: { module: () => import('./routes/forum').then((m) => ({ Component: m.ForumRoute })) },
  forumTopic: { module: () => import('./routes/forum-topic').then((m) => ({ Component: m.ForumTopicRoute })) },
  dating: { module: () => import('./routes/dating').then((m) => ({ Component: m.DatingRoute })) },
  events: { module: () => import('./routes/events').then((m) => ({ Component: m.EventsRoute })) },
  eventDetail: {
    module: () => import('./routes/event-detail').then((module) => ({ Component: module.EventDetailRoute })),
  },
  moderation: { module: () => import('./routes/moderation').then((m) => ({ Component: m.ModerationRoute })) },
  gamification: { module: () => import('./routes/gamification').then((m) => ({ Component: m.GamificationRoute })) },
  notifications: { module: () => import('./routes/notifications').then((m) => ({ Component: m.NotificationsRoute })) },
  search: { module: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })) },
  unsubscribe: { module: () => import('./routes/unsubscribe').then((m) => ({ Component: m.UnsubscribeRoute })) },
  support: { module: () => import('./routes/support').then((m) => ({ Component: m.SupportRoute })) },
  about: { module: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })) },
  legal: { module: () => import('./routes/legal').then((m) => ({ Component: m.LegalIndexRoute })) },
  legalMentions: { module: () => import('./routes/legal').then((m) => ({ Component: m.LegalMentionsRoute })) },
  legalTerms: { module: () => import('./routes/legal').then((m) => ({ Component: m.LegalTermsRoute })) },
  legalPrivacy: { module: () => import('./routes/legal').then((m) => ({ Component: m.LegalPrivacyRoute })) },
  legalCookies: { module: () => import('./routes/legal').then((m) => ({ Component: m.LegalCookiesRoute })) },
  legalDsa: { module: () => import('./routes/legal').then((m) => ({ Component: m.LegalDsaRoute })) },
};

// Under a language prefix (/en, /es) the same pages are mounted with relative paths.
function toRoute(name: PageRouteName, prefixed: boolean): RouteObject {
  const page = PAGES[name];
  const absolute = PAGE_ROUTES[name];
  const location: Pick<RouteObject, 'path' | 'index'> = !prefixed
    ? { path: absolute }
    : absolute === '/'
      ? { index: true }
      : { path: absolute.slice(1) };
  if ('module' in page) return { ...location, lazy: page.module } as RouteObject;
  const handle: PlaceholderHandle = { titleKey: page.titleKey };
  return { ...location, handle, lazy: loadPlaceholder } as RouteObject;
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

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Only the layout itself failing replaces the whole screen.
    errorElement: <RouteErrorFallback />,
    HydrateFallback: PageSpinner,
    children: [
      {
        // A page's code that cannot load (a chunk gone after a deploy) or its loader failing shows in
        // the page, under the bar; render errors inside pages are caught in the layout.
        errorElement: <PageErrorFallback />,
        children: [
          ...pageRoutes(false),
          // SPEC §9 SEO: the same pages in English and Spanish under /en and /es.
          ...PREFIXED_LANGUAGES.map((language) => ({ path: `/${language}`, children: pageRoutes(true) })),
          {
            path: '*',
            lazy: () => import('./routes/not-found').then((module) => ({ Component: module.NotFoundRoute })),
          },
        ],
      },
    ],
  },
];

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the page modules of the current address before the router starts, so a server-rendered
 * page hydrates with its own component instead of the HydrateFallback spinner (ADR 009).
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }): Promise<BrowserRouter> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      } catch (error) {
        // The router tries again and shows the failure in the page, under the bar.
        console.error('The page could not be loaded', error);
      }
    }),
  );
  // Ranking every route again is a task of its own on a phone.
  await yieldToEventLoop();
  // Hydration data (there are no loaders) also tells ScrollRestoration the page is already in
  // place: a visitor who scrolled before the app was live is not sent back to the top.
  return createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData: {} } } : undefined);
}

export function AppRouter({ router }: { router: BrowserRouter }) {
  return <RouterProvider router={router} />;
}
