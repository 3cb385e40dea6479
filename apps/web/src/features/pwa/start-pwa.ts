import { listenForInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './register-service-worker';

/** SPEC §1/§4: the offline-capable app — install offer kept for the banner, worker registered. */
export function startPwa(): void {
  listenForInstallPrompt();
  registerServiceWorker();
}
