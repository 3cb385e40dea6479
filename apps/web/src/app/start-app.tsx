import { onlineManager } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadParts, whenPartsHydrated } from '@/components/hydrate-apart';
import { applyDetectedLanguage, loadAllTexts, startI18n } from '@/lib/i18n/i18n';
import { hydrateServerData, queryClient } from '@/lib/api/query-client';
import { setRenderClock } from '@/lib/i18n/render-clock';
import { findServerRender, readServerState } from '@/lib/api/server-state';
import { memberOfSession } from '@/features/auth/api/get-session';
import { yieldToEventLoop } from '@/lib/dom/yield-to-event-loop';
import { AppProvider, showToaster } from './provider';
import { AppRouter, preloadPage } from './router';

function Started({ onStarted }: { onStarted: () => void }) {
  // Once the page's own parts are taken over too (HydrateApart), each in a later pass.
  useEffect(() => void whenPartsHydrated().then(onStarted), [onStarted]);
  return null;
}

/**
 * Starts the React app: hydrates the server-rendered page when there is one (same language, same
 * data, same page module), else renders into the empty shell. Resolves once the app is live.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  const serverState = readServerState();
  // Each step a task of its own: a phone stays responsive to the page the server sent meanwhile.
  await startI18n(serverState?.language, serverState?.texts);
  await yieldToEventLoop();
  if (serverState) {
    hydrateServerData(queryClient, serverState.queries);
    setRenderClock({ now: serverState.renderedAt, timeZone: serverState.timeZone });
  }
  // The query client assumes a network until an event says otherwise: a page opened without one
  // says so at once (its queries wait instead of failing; the banner shows).
  onlineManager.setOnline(navigator.onLine);
  // The offline copy and the outbox (ADR 033): on a server's page, once the app is live (they are
  // not what it needs to show itself); on the bare shell (the service worker's, without a
  // network), before rendering, with what the member last saw.
  const startOfflineCopy = () =>
    import('@/lib/offline/start-offline')
      .then(({ startOffline }) => startOffline(queryClient, memberOfSession, { restore: !serverState }))
      .catch((error: unknown) => console.warn('The offline copy could not start', error));
  if (!serverState) await startOfflineCopy();
  // The page of this address, loaded before rendering: a server-rendered one hydrates as sent.
  await preloadPage(window.location.pathname);
  // A visitor's app starts on their first interaction: they are already at it, so every part of
  // the page is there before it goes live. A member's goes live first, its forms' code after.
  if (findServerRender() === 'visitor') await preloadParts();
  await yieldToEventLoop();

  await new Promise<void>((resolve) => {
    const onStarted = () => {
      showToaster();
      if (serverState) void startOfflineCopy();
      // The rest of the page language's texts, which the page did not need to go live: what the
      // member did meanwhile is played back once they are there (a toast it raises reads them).
      // Then components mounted from now on read the browser's own clock and zone: those showing
      // a time render again with it, in a task of their own, after the hydration's.
      void loadAllTexts()
        .catch((error: unknown) => console.warn('The texts could not be loaded', error))
        .then(() => {
          resolve();
          setTimeout(() => {
            setRenderClock(null);
            // The server chose the language from the address and Accept-Language; the browser
            // may know better (SPEC §9 order), which only shows once the page is live.
            if (serverState) void applyDetectedLanguage();
          }, 0);
        });
    };
    const app = (
      <StrictMode>
        <AppProvider client={queryClient}>
          <AppRouter />
          {/* Inside the provider's Suspense boundary: its effect runs once the page itself is hydrated. */}
          <Started onStarted={onStarted} />
        </AppProvider>
      </StrictMode>
    );
    if (serverState && container.firstElementChild) {
      // The server sent the toaster's region: it is hydrated with the page.
      showToaster();
      // As a transition, hydration yields to the browser every few milliseconds: the page the
      // server sent stays responsive (a tap, a scroll) while the app takes it over.
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.warn('The page was rendered again in the browser', error),
        });
      });
    } else {
      createRoot(container).render(app);
    }
  });
}
