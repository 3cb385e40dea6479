import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ErrorBoundary } from '@/components/error-boundary';
import { OfflineBanner } from '@/components/offline-banner';
import { deferPart, HydrateApart } from '@/components/hydrate-apart';
import { usePublicConfig } from '@/entities/site/public-config';
import { PageErrorFallback } from '../routes/route-error-fallback';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';
import { usePageLanguageAndMeta } from './use-page-language';

// Links and texts only: the page goes live without its code, and its links work meanwhile.
const SiteFooter = deferPart(() => import('@/components/site-footer').then((module) => module.SiteFooter));
// Toasts and a profile opened from the address: nothing the server's page shows.
const LiveWatchers = deferPart(() => import('./live-watchers').then((module) => module.LiveWatchers));

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageLanguageAndMeta();
  const publicConfig = usePublicConfig();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skipToContent')}
      </a>
      <Navbar />
      <HydrateApart>
        <LiveWatchers />
      </HydrateApart>
      {/* pt-16 keeps content clear of the fixed bar (SPEC §2). */}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col pt-16 outline-none">
        <OfflineBanner />
        {/* Keyed by path so leaving a broken page clears the error while the bar stays usable. A
            page whose code cannot load (a chunk gone after a deploy) fails here too. No Suspense
            boundary of its own: a boundary is hydrated in a later pass, after the app says it is
            live; a page still loading keeps the one before on screen (navigations are
            transitions). */}
        <ErrorBoundary key={pathname} fallback={(error) => <PageErrorFallback error={error} />}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {/* After <main>, so it is the page's contentinfo landmark. */}
      <HydrateApart>
        <SiteFooter config={publicConfig.data} />
      </HydrateApart>
      <ScrollRestoration />
    </div>
  );
}
