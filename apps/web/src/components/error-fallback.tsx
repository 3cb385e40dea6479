import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error) {
    return `${String(error.status)} ${String(error.statusText)}`;
  }
  return String(error);
}

/** SPEC §8: the generic fallback screen, shared by the error boundary and the router. */
export function ErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="text-muted-foreground">{t('errorBoundary.description')}</p>
      <Button onClick={() => window.location.reload()}>{t('errorBoundary.refresh')}</Button>
      <details className="w-full rounded-lg border bg-card p-3 text-left text-sm">
        <summary className="cursor-pointer font-medium">{t('errorBoundary.details')}</summary>
        <pre className="mt-2 overflow-auto whitespace-pre-wrap break-words text-muted-foreground">
          {describeError(error)}
        </pre>
      </details>
    </div>
  );
}
