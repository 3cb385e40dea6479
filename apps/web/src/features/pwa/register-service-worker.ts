function logRegistrationError(error: unknown): void {
  // SPEC §1: a failed registration is only logged; the site works without the worker.
  console.error('Service worker registration failed', error);
}

/**
 * Registers /sw.js once the page has loaded, so the worker's precaching never competes with the
 * first paint. The register module (and workbox-window) is fetched lazily for the same reason.
 * The worker is built with autoUpdate: a new version takes over and reloads open tabs by itself.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        registerSW({ immediate: true, onRegisterError: logRegistrationError });
      })
      .catch(logRegistrationError);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
