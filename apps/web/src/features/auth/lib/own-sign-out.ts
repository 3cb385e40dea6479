/**
 * A sign-out ends the member's realtime connections, this tab's included, and each is told
 * 'session.ended' first (often before the sign-out's own answer). The tab that asked for it shows
 * its calm 'Signed out' only; the red notice is for a session ended elsewhere (a ban, an expiry,
 * another tab).
 */
let signingOutHere = false;

export function markOwnSignOut(active: boolean): void {
  signingOutHere = active;
}

/** True from the moment this tab asks to sign out until a session starts again. */
export function isOwnSignOut(): boolean {
  return signingOutHere;
}
