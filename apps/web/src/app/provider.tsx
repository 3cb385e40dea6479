import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { i18n } from '@/lib/i18n';

function AppToaster() {
  const { t } = useTranslation();
  return <Toaster regionLabel={t('toast.region')} closeLabel={t('toast.close')} />;
}

/** Everything a screen relies on: translations, data cache, toasts and the root error boundary. */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* SPEC §4: translated labels are shown only once their language has loaded. */}
      <Suspense fallback={<Spinner label={i18n.t('common.loading')} className="min-h-screen" />}>
        <ErrorBoundary>
          <QueryClientProvider client={client}>
            {children}
            <AppToaster />
          </QueryClientProvider>
        </ErrorBoundary>
      </Suspense>
    </I18nextProvider>
  );
}
