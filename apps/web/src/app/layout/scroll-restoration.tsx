import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'la-meute:scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Where each page of this tab's history was scrolled to: back or forward returns there, another
 * page opens at its top (or at its #anchor), as browsers do between documents; a new search on the
 * same page (a filter, a tab, a profile opened) leaves it where it is. The page the app
 * takes over stays where the member is (they may have scrolled before it was live), unless it is
 * one reloaded, which returns to where it was left.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const shownKey = useRef(location.key);
  const shownPath = useRef(location.pathname);
  const first = useRef(true);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // The last position seen of the page shown: a new page's content may shrink the document
    // before its first frame, but that scroll event comes after the page has changed.
    const remember = () => {
      if (positions.current) positions.current[shownKey.current] = window.scrollY;
    };
    const store = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: back and forward still work within this page's life.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Runs before the effect above, on mount as on every entry.
  useLayoutEffect(() => {
    positions.current ??= readPositions();
    shownKey.current = location.key;
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    const saved = positions.current[location.key];
    if (first.current) {
      first.current = false;
      if (saved !== undefined && window.scrollY === 0) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // A change of the address's search alone (a filter, a tab, a profile opened) is the same page.
    if (samePage && !location.hash) return;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the history entry only
  }, [location.key]);

  return null;
}
