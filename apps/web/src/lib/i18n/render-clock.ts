import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60 * 1000;

/**
 * The time and time zone a server-rendered page was rendered with (ADR 009). While the browser
 * app hydrates that page it must produce the very same text ("il y a 3 min", "18:00"), so React
 * reads these as the "server snapshot"; right after, it moves to the browser's clock and zone.
 */
let renderClock: { now: number; timeZone: string } | null = null;

// Told when the render clock goes: the components that read it move to the browser's own.
const clockListeners = new Set<() => void>();

/** The server sets it before each (synchronous) render; the browser before hydrating, then clears it. */
export function setRenderClock(clock: { now: number; timeZone: string } | null): void {
  renderClock = clock;
  if (!clock) clockListeners.forEach((notify) => notify());
}

function subscribeToClock(listener: () => void): () => void {
  clockListeners.add(listener);
  return () => clockListeners.delete(listener);
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

function subscribeToNow(listener: () => void): () => void {
  const stopMinutes = subscribeToMinutes(listener);
  const stopClock = subscribeToClock(listener);
  return () => {
    stopMinutes();
    stopClock();
  };
}

// The browser reads the render clock too while it is set: hydration then finds the server's very
// value and has nothing to render again; clearing the clock (after hydration, in a task of its
// own) moves every reader to the browser's time at once.
const readNow = () => renderClock?.now ?? currentMinute();
const readTimeZone = () => renderClock?.timeZone;

/** Now, in milliseconds (to the minute), updated every minute so relative times stay true. */
export function useNow(): number {
  return useSyncExternalStore(subscribeToNow, readNow, readNow);
}

/** The time zone to show dates in: the server's during hydration, then the visitor's own. */
export function useTimeZone(): string | undefined {
  return useSyncExternalStore(subscribeToClock, readTimeZone, readTimeZone);
}
