import { splitLanguagePrefix } from './language-paths';

/**
 * SPEC §2: every page route of the web app. The web router registers exactly these and the
 * server uses them to answer an unknown path with a 404 status (the SPA still renders its 404 page).
 */
export const PAGE_ROUTES = {
  home: '/',
  auth: '/auth',
  joinPack: '/join-pack',
  profile: '/profile',
  discovery: '/discovery',
  aiControl: '/ai-control',
  community: '/community',
  chat: '/chat',
  messages: '/messages',
  directMessages: '/direct-messages',
  feed: '/feed',
  post: '/post/:postId',
  forum: '/forum',
  forumTopic: '/forum/:id',
  dating: '/dating',
  events: '/events',
  eventDetail: '/events/:id',
  moderation: '/moderation',
  gamification: '/gamification',
  // The notifications centre, one search, and the digest mail's unsubscribe page.
  notifications: '/notifications',
  search: '/search',
  unsubscribe: '/unsubscribe',
  support: '/support',
  about: '/about',
  legal: '/legal',
  legalMentions: '/legal/mentions-legales',
  legalTerms: '/legal/terms-of-service',
  legalPrivacy: '/legal/privacy-policy',
  legalCookies: '/legal/cookie-policy',
  legalDsa: '/legal/dsa',
} as const;

export type PageRouteName = keyof typeof PAGE_ROUTES;

/** SPEC §2: pages shown only to signed-in users. */
export const MEMBER_ONLY_ROUTES: readonly PageRouteName[] = ['profile', 'discovery', 'aiControl', 'messages', 'directMessages', 'notifications'];

/** The addresses of a route: `:param` is one path segment, a trailing slash is allowed. */
function toPattern(route: string): RegExp {
  return new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/?]+')}/?$`);
}

const PAGE_PATTERNS = (Object.entries(PAGE_ROUTES) as [PageRouteName, string][]).map(
  ([name, route]) => [name, toPattern(route)] as const,
);

/** The page a path (without query or language prefix) shows, or null when it is no page. */
export function findPageRoute(pathname: string): PageRouteName | null {
  return PAGE_PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

/**
 * The pages that show one record by its id (a post, an event, later a topic or a profile). The
 * server answers them 404 when the record does not exist or the id is malformed, as it answers
 * unknown paths: every route with a parameter is one, so a new detail page cannot be
 * added without the server knowing how to check its record.
 */
export type DetailRouteName = {
  [K in PageRouteName]: (typeof PAGE_ROUTES)[K] extends `${string}/:${string}` ? K : never;
}[PageRouteName];

export const DETAIL_ROUTES = (Object.keys(PAGE_ROUTES) as PageRouteName[]).filter((name) =>
  PAGE_ROUTES[name].includes('/:'),
) as DetailRouteName[];

const DETAIL_PATTERNS = DETAIL_ROUTES.map(
  (name) => [name, new RegExp(`^${PAGE_ROUTES[name].replace(/:[A-Za-z]+/, '([^/?]+)')}/?$`)] as const,
);

/** The detail page a path (without query or language prefix) shows, with its record's id. */
export function matchDetailRoute(pathname: string): { route: DetailRouteName; id: string } | null {
  for (const [route, pattern] of DETAIL_PATTERNS) {
    const id = pattern.exec(pathname)?.[1];
    if (id) return { route, id: decodeURIComponentSafely(id) };
  }
  return null;
}

function decodeURIComponentSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** True when a path (without query, with or without a /en or /es prefix) is one of the app's pages. */
export function isKnownPagePath(pathname: string): boolean {
  return findPageRoute(splitLanguagePrefix(pathname).path) !== null;
}

