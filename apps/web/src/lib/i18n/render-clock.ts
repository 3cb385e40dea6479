import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60 * 1000;

/**
 * The time and time zone a server-rendered page was rendered with (ADR 009). While the browser
 * app hydrates that page it must produce the very same text ("il y a 3 min", "18:00"), so React
 * reads these as the "server snapshot"; right after, it moves to the browser's clock and zone.
 */
let renderClock: { now: number; timeZone: string } | null = null;

/** The server sets it before each (synchronous) render; the browser before hydrating, then clears it. */
export function setRenderClock(clock: { now: number; timeZone: string } | null): void {
  renderClock = clock;
}

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribeToMinutes(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// To the minute: the same value for every read within a minute, as React requires.
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/** Now, in milliseconds (to the minute), updated every minute so relative times stay true. */
export function useNow(): number {
  return useSyncExternalStore(subscribeToMinutes, currentMinute, () => renderClock?.now ?? currentMinute());
}

const subscribeToNothing = () => () => {};

/** The time zone to show dates in: the server's during hydration, then the visitor's own. */
export function useTimeZone(): string | undefined {
  return useSyncExternalStore(
    subscribeToNothing,
    () => undefined,
    () => renderClock?.timeZone,
  );
}
