/**
 * An attached medium on another site (http…, or protocol-relative): loading it tells that site who
 * reads the post or the message, and when. Our own uploads are site-relative (`/media/…`).
 */
export function isOutsideAddress(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
}

/** The site an outside address points to, as the member will recognise it; the address itself if it cannot be read. */
export function outsideHost(url: string): string {
  try {
    return new URL(url.trim().replace(/^\/\//, 'https://')).host;
  } catch {
    return url;
  }
}
