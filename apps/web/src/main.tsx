import { reloadOnStaleChunks } from '@/app/stale-chunk-reload';
import { startPwa } from '@/features/pwa/start-pwa';
import { hasServerState } from '@/lib/api/server-state';
import { startOnInteraction } from '@/lib/dom/start-on-interaction';
import './index.css';

// The boot script: small on purpose. The app itself is a separate chunk (ADR 009).
reloadOnStaleChunks();
startPwa();

const startApp = () => import('@/app/start-app').then((module) => module.startApp());

if (hasServerState()) {
  startOnInteraction(startApp);
} else {
  startApp().catch((error: unknown) => console.error('The app could not start', error));
}
