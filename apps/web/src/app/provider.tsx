import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { deferComponent } from '@/components/ui/deferred';
import { Spinner } from '@/components/ui/spinner';
import { i18n } from '@/lib/i18n/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';

const toaster = deferComponent(() => import('@/components/ui/toaster').then((module) => module.Toaster));

/** The server renders the toaster's (empty) region into the page: it loads it first. */
export const preloadToaster = toaster.preload;

let toasterWanted = false;
const toasterListeners = new Set<() => void>();
const subscribeToToaster = (listener: () => void) => {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
};

/** start-app.tsx: before hydrating a server-rendered page (it has the region), else once the page shows. */
export function showToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  toasterListeners.forEach((listener) => listener());
}

/**
 * The toaster (Radix) is its own chunk (ADR 011), asked for once the page has rendered. On a
 * server-rendered page React keeps the region the server sent until the chunk is there.
 */
function AppToaster() {
  const { t } = useTranslation();
  const wanted = useSyncExternalStore(subscribeToToaster, () => toasterWanted, () => true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <toaster.Component regionLabel={t('toast.region')} closeLabel={t('toast.close')} />
    </Suspense>
  );
}

/** Everything a screen relies on: translations, data cache, toasts and the root error boundary. */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    // A page's parts that load apart (deferComponent) suspend under this boundary.
    <Suspense fallback={<Spinner label={i18n.t('common.loading')} className="min-h-screen" />}>
      <ErrorBoundary>
        <QueryClientProvider client={client}>
          {children}
          <AppToaster />
        </QueryClientProvider>
      </ErrorBoundary>
    </Suspense>
  );
}
