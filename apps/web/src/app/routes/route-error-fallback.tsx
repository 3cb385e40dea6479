import { useEffect, useMemo } from 'react';
import { ErrorFallback } from '@/components/error-fallback';
import { PageSpinner } from '../layout/page-spinner';
import { staleChunkReloader } from '../stale-chunk-reload';

/**
 * A page whose code or render failed, in the page: the bar and footer stay usable. A chunk gone after
 * a deploy is not shown: the page reloads once by itself (stale-chunk-reload.ts).
 */
export function PageErrorFallback({ error }: { error: unknown }) {
  // Remembered per failure, so the same answer on every render of this page.
  const reloading = useMemo(() => staleChunkReloader().claimReload(error), [error]);
  useEffect(() => {
    if (reloading) staleChunkReloader().reload();
  }, [reloading]);
  return reloading ? <PageSpinner /> : <ErrorFallback error={error} />;
}

/** The layout itself failed: the same screen, on its own. */
export function RouteErrorFallback({ error }: { error: unknown }) {
  return (
    <main id="main" className="min-h-screen">
      <PageErrorFallback error={error} />
    </main>
  );
}
