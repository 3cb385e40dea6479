/**
 * The page renderer the server loads (ADR 009): renders a public page to HTML with the data its
 * queries ask for, in the requested language, and the state the browser app hydrates with.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageApiFetch, PageRenderer, RenderedPage, RenderPageInput } from '@la-meute/shared';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider, preloadToaster } from '@/app/provider';
import { preloadParts } from '@/components/hydrate-apart';
import { AppRoutes, preloadPage } from '@/app/router';
import { setApiTransport } from '@/lib/api/api-client';
import { recordTextLookups, setRenderLanguage, startServerI18n } from '@/lib/i18n/i18n';
import { pickPageTexts } from '@/lib/i18n/page-texts';
import { setRenderClock } from '@/lib/i18n/render-clock';
import { takeRenderedTitle } from '@/lib/i18n/use-page-title';
import { createQueryClient } from '@/lib/api/query-client';
import { serializeServerState } from '@/lib/api/server-state';
import { yieldToEventLoop } from '@/lib/dom/yield-to-event-loop';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import fr from '@/locales/fr.json';

// The server cannot know the visitor's zone: dates are first shown in the community's own (the
// French-first pack meets in France), then the browser app switches to the visitor's.
const RENDER_TIME_ZONE = 'Europe/Paris';
// Queries can depend on others (a profile after the session): render again while new ones appear.
const MAX_RENDER_PASSES = 4;

const TEXTS = { fr, en, es };
startServerI18n(TEXTS);

const currentRequest = new AsyncLocalStorage<PageApiFetch>();
setApiTransport((path, init) => {
  const fetchApi = currentRequest.getStore();
  if (!fetchApi) throw new Error(`API call outside a page render: ${path}`);
  return fetchApi(path, init);
});

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function waitingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

async function render({ url, language, member }: RenderPageInput): Promise<RenderedPage | null> {
  // Split off in the browser (ADR 011), rendered here: once loaded it renders without suspending.
  await preloadToaster();
  const { pathname, search } = new URL(url);
  await preloadPage(pathname);
  // The page's modules are loaded now: the parts they defer too, which the page shows.
  await preloadParts();
  // One query cache per page, never shared between visitors; no retries while the visitor waits.
  const client = createQueryClient({ retry: false });
  const app = (
    <StrictMode>
      <AppProvider client={client}>
        <StaticRouter location={`${pathname}${search}`}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );

  const clock = { now: Date.now(), timeZone: RENDER_TIME_ZONE };
  let appHtml = '';
  let title: string | null = null;
  // The texts the page shows travel with it: the app hydrates without the whole catalogue.
  const textKeys = new Set<string>();
  for (let pass = 0; pass < MAX_RENDER_PASSES; pass += 1) {
    // Set right before the synchronous render: another page's render cannot interleave.
    setRenderLanguage(language);
    setRenderClock(clock);
    appHtml = recordTextLookups(() => renderToString(app), textKeys);
    // The title the page set, with the data of this pass (a chat channel's name).
    title = takeRenderedTitle();
    const waiting = waitingQueries(client);
    if (waiting.length === 0) break;
    // A failed query renders its error state, as in the browser.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    // In-process answers resolve without a turn of the event loop: let the server's other work
    // (sockets, requests) run between two passes rather than after the whole page.
    await yieldToEventLoop();
  }
  const state = {
    language,
    texts: pickPageTexts(TEXTS[language], textKeys),
    queries: dehydrate(client),
    renderedAt: clock.now,
    timeZone: clock.timeZone,
  };
  return { appHtml, stateScript: serializeServerState(state, { member }), title: title ?? undefined };
}

export const renderPage: PageRenderer['renderPage'] = (input) => currentRequest.run(input.fetchApi, () => render(input));
