/** Chromium's install offer (not in the DOM typings: it is not a web standard yet). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** SPEC §4: 'Later' is remembered, so the banner does not come back on every visit. */
export const INSTALL_DISMISSED_STORAGE_KEY = 'pwa_install_dismissed';

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function isPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

let listening = false;

/**
 * Keeps the browser's install offer for the banner. Called at start-up (main.tsx): the event may
 * fire before the page that shows the banner has loaded.
 */
export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isPromptEvent(event)) return;
    // Our banner replaces the browser's own mini info-bar.
    event.preventDefault();
    offer = event;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    emit();
  });
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isInstallOffered(): boolean {
  return offer !== null && !readDismissed();
}

/** Takes the offer (it can be used once) and clears it for every listener. */
export function takeInstallOffer(): BeforeInstallPromptEvent | null {
  const current = offer;
  offer = null;
  emit();
  return current;
}

/** 'Later': hides the banner and remembers the choice. */
export function dismissInstallOffer(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_STORAGE_KEY, new Date().toISOString());
  } catch {
    // Private mode without storage: hidden for this visit only.
  }
  offer = null;
  emit();
}
