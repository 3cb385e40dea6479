import { listenForInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './register-service-worker';

/**
 * SPEC §1/§4: the offline-capable app — install offer kept for the banner, worker registered once
 * the page has loaded and, where the app starts by itself, once it is live (`appStarted`): the
 * worker's precaching would otherwise compete with the app's own files on a phone's connection.
 */
export function startPwa(appStarted: Promise<void> = Promise.resolve()): void {
  listenForInstallPrompt();
  void appStarted.then(registerServiceWorker);
}
