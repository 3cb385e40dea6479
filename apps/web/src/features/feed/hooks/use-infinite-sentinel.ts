import { useEffect, useRef } from 'react';

// Start loading well before the reader reaches the end, so scrolling never stops on a spinner.
const PRELOAD_MARGIN = '800px 0px';

/** Calls `onReach` whenever the returned element scrolls into (or near) view. */
export function useInfiniteSentinel<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
