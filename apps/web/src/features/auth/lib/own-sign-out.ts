/**
 * A sign-out ends the member's realtime connections, this tab's included, and each is told
 * 'session.ended' first (often before the sign-out's own answer). The tab that asked for it shows
 * its calm 'Signed out' only; the member's other tabs of this browser hear of it on a broadcast
 * channel before the server answers, and show the same calm confirmation. The red notice is for a
 * session ended by someone else (a ban, an expiry, a sign-out on another device).
 */
export type SignOutOrigin = 'this-tab' | 'other-tab' | null;

let origin: SignOutOrigin = null;

const channel: BroadcastChannel | null =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('la-meute-sign-out');

if (channel) {
  channel.onmessage = (event: MessageEvent<{ signingOut: boolean }>) => {
    if (origin === 'this-tab') return;
    origin = event.data?.signingOut ? 'other-tab' : null;
  };
}

/** Called as this tab asks to sign out (true), when that fails, or when a session starts again (false). */
export function markOwnSignOut(active: boolean): void {
  origin = active ? 'this-tab' : null;
  channel?.postMessage({ signingOut: active });
}

/** Who asked for the sign-out in progress, from the moment a tab of this browser asks until a session starts again. */
export function signOutOrigin(): SignOutOrigin {
  return origin;
}
