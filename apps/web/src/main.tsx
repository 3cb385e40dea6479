// First: configures zod before any schema exists (see the module).
import '@/lib/forms/zod-without-eval';
import { reloadOnStaleChunks } from '@/app/stale-chunk-reload';
import { startPwa } from '@/features/pwa/start-pwa';
import { findServerRender } from '@/lib/api/server-state';
import { startOnInteraction } from '@/lib/dom/start-on-interaction';
import './index.css';

// The boot script: small on purpose. The app itself is a separate chunk (ADR 009).
reloadOnStaleChunks();

const serverRender = findServerRender();

// A rendered page carries the texts it shows; the rest of its language loads once it is live.
const startApp = () => import('@/app/start-app').then((module) => module.startApp());

if (serverRender === 'member') {
  // A member's page starts by itself once loaded, for its live updates (ADR 029).
  startPwa(startOnInteraction(startApp, { whenIdle: true }));
} else if (serverRender) {
  startPwa();
  startOnInteraction(startApp);
} else {
  startPwa();
  startApp().catch((error: unknown) => console.error('The app could not start', error));
}
