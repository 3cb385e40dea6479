/** The page's own origin in a browser; none while the server renders (every absolute address then waits). */
function pageOrigin(): string | null {
  return typeof window === 'undefined' ? null : window.location.origin;
}

/**
 * An attached medium on another site (http…, or protocol-relative): loading it tells that site who
 * reads the post or the message, and when. Our own uploads are site-relative (`/media/…`), and an
 * absolute address on this very site tells nobody anything new.
 */
export function isOutsideAddress(url: string, ownOrigin: string | null = pageOrigin()): boolean {
  const address = url.trim();
  if (!/^(https?:)?\/\//i.test(address)) return false;
  if (!ownOrigin) return true;
  try {
    return new URL(address, ownOrigin).origin !== ownOrigin;
  } catch {
    return true;
  }
}

/** The site an outside address points to, as the member will recognise it; the address itself if it cannot be read. */
export function outsideHost(url: string): string {
  try {
    return new URL(url.trim().replace(/^\/\//, 'https://')).host;
  } catch {
    return url;
  }
}
