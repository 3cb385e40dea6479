import { useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback';

/** Router-level errors (a failed lazy chunk, a loader) show the same screen as render errors. */
export function RouteErrorFallback() {
  const error = useRouteError();
  return (
    <main id="main" className="min-h-screen">
      <ErrorFallback error={error} />
    </main>
  );
}
