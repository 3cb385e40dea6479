import { CloudUpload, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/dom/utils';
import { translateErrorCode } from '@/lib/api/error-message';
import { useTranslation } from '@/lib/i18n/use-translation';
import { removeFromOutbox } from '@/lib/offline/outbox';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';

const PREVIEW_LABEL_LENGTH = 60;
const shortPreview = (text: string) => (text.length > PREVIEW_LABEL_LENGTH ? `${text.slice(0, PREVIEW_LABEL_LENGTH)}…` : text);

/**
 * The writes a member made without a network, shown where they will appear (ADR 033): each waits
 * as pending until it is sent, or says why the server refused it when replayed, until removed.
 * Every feature shows its own with this one piece.
 */
export function PendingWrites({ entries, label, className }: { entries: OutboxEntry[]; label: string; className?: string }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-2', className)}>
      {entries.map((entry) => (
        <li key={entry.key} className="flex items-start gap-3 rounded-lg border border-dashed bg-card p-3 text-sm">
          {entry.state === 'failed' ? (
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          ) : (
            <CloudUpload className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            {entry.preview ? <p className="whitespace-pre-wrap break-words">{entry.preview}</p> : null}
            <p className={entry.state === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>
              {entry.state === 'failed' && entry.error
                ? t('offline.refused', { reason: translateErrorCode(t, entry.error) })
                : t('offline.pending')}
            </p>
          </div>
          {entry.state === 'failed' ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              // Several refused items each have one: the name says which it removes.
              aria-label={entry.preview ? t('offline.removeItem', { preview: shortPreview(entry.preview) }) : undefined}
              onClick={() => void removeFromOutbox(entry.key)}
            >
              {t('offline.remove')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
