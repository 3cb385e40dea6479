import { DATA_EXPORT_TTL_DAYS } from '@la-meute/shared';
import { Download, Eraser, FileArchive, LoaderCircle, Trash2 } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useFullDate } from '@/lib/i18n/use-relative-time';
import { clearOfflineData } from '@/lib/offline/clear-offline-data';
import { useLatestExport } from '../api/get-latest-export';
import { useRequestExport } from '../api/request-export';

// Opened by few, and only once: its code (the dialog, react-hook-form) loads when it is wanted.
const deleteDialog = deferComponent(() => import('./delete-account-dialog').then((module) => module.DeleteAccountDialog));

type YourDataSectionProps = {
  /** After 'Supprimer mon compte': the page signs the app out and leaves (routes compose auth). */
  onAccountDeleted: () => void | Promise<void>;
};

function ExportStatus() {
  const { t } = useTranslation();
  const fullDate = useFullDate();
  const latest = useLatestExport();
  // SPEC §8: a status that could not load says so, with a retry, rather than leaving nothing.
  if (latest.isError) {
    return <LoadError title={t('accountData.export.loadFailed')} onRetry={() => void latest.refetch()} retrying={latest.isFetching} quiet />;
  }
  const dataExport = latest.data?.export ?? null;
  if (!dataExport) return null;
  if (dataExport.status === 'pending') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('accountData.export.pending')}
      </p>
    );
  }
  if (dataExport.status === 'failed') {
    return (
      <p className="text-sm text-destructive" role="status">
        {t('accountData.export.failed')}
      </p>
    );
  }
  if (!dataExport.downloadUrl) return null;
  const until = dataExport.expiresAt ? fullDate(dataExport.expiresAt) : '';
  return (
    <div className="grid gap-1" role="status">
      <a href={dataExport.downloadUrl} download className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <Download aria-hidden="true" className="size-4" />
        {t('accountData.export.download')}
      </a>
      <p className="text-xs text-muted-foreground">{t('accountData.export.availableUntil', { date: until })}</p>
    </div>
  );
}

/** One part of 'Vos données': what it does, its one action, and what that action left. */
function DataPart({ heading, explanation, action, children }: { heading: string; explanation: string; action: ReactNode; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="grid gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-medium">
        {heading}
      </h3>
      <p className="text-sm text-muted-foreground">{explanation}</p>
      <div>{action}</div>
      {children}
    </section>
  );
}

/** The profile's 'Vos données' (GDPR): export everything, erase the offline copy, or delete the account. */
export function YourDataSection({ onAccountDeleted }: YourDataSectionProps) {
  const { t } = useTranslation();
  const requestExport = useRequestExport();
  const latest = useLatestExport();
  const [deleting, setDeleting] = useState(false);
  const dialogWanted = useOpenedOnce(deleting);
  const pending = requestExport.isPending || latest.data?.export?.status === 'pending';

  const startExport = () =>
    requestExport.mutate(undefined, {
      onError: (error) => toast({ title: t('accountData.export.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });

  return (
    <Card id="your-data" role="region" aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">{t('accountData.title')}</CardTitle>
        <CardDescription>{t('accountData.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DataPart
          heading={t('accountData.export.heading')}
          explanation={t('accountData.export.explanation', { days: DATA_EXPORT_TTL_DAYS })}
          action={
            <Button type="button" variant="outline" onClick={startExport} disabled={pending}>
              <FileArchive aria-hidden="true" />
              {t('accountData.export.action')}
            </Button>
          }
        >
          <ExportStatus />
        </DataPart>
        <DataPart
          heading={t('accountData.offline.heading')}
          explanation={t('accountData.offline.explanation')}
          action={
            <Button type="button" variant="outline" onClick={() => void clearOfflineData().then(() => toast({ title: t('accountData.offline.cleared') }))}>
              <Eraser aria-hidden="true" />
              {t('accountData.offline.action')}
            </Button>
          }
        />
        <DataPart
          heading={t('accountData.delete.heading')}
          explanation={t('accountData.delete.summary')}
          action={
            <Button
              type="button"
              variant="destructive"
              onPointerEnter={() => void deleteDialog.preload()}
              onFocus={() => void deleteDialog.preload()}
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" />
              {t('accountData.delete.action')}
            </Button>
          }
        />
      </CardContent>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <deleteDialog.Component open={deleting} onOpenChange={setDeleting} onDeleted={onAccountDeleted} />
        </Suspense>
      ) : null}
    </Card>
  );
}
