import { ImageIcon } from 'lucide-react';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { isOutsideAddress, outsideHost } from '@/entities/media/lib/outside-media';
import { cn } from '@/lib/dom/utils';

type OutsideImageGateProps = { url: string; children: ReactNode; className?: string };

const neverChanges = () => () => undefined;

/**
 * An attached image from another site is loaded only when the member asks: shown on its own, it
 * would be a tracking pixel telling that site who reads the post or the message. Our own uploads
 * (`/media/…`) show at once.
 */
export function OutsideImageGate({ url, children, className }: OutsideImageGateProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  // The server knows no origin: the first render in the browser takes the server's answer, so the
  // page the visitor already sees is adopted as it is, then our own absolute addresses show.
  const origin = useSyncExternalStore(neverChanges, () => window.location.origin, () => null);
  if (shown || !isOutsideAddress(url, origin)) return <>{children}</>;
  return (
    <button
      type="button"
      onClick={() => setShown(true)}
      className={cn(
        'flex size-full min-h-24 flex-col items-center justify-center gap-1 rounded-lg bg-muted px-3 py-4 text-center text-sm text-muted-foreground hover:bg-muted/80',
        className,
      )}
    >
      <ImageIcon aria-hidden="true" className="size-5" />
      <span className="font-medium text-foreground">{t('media.outside.show')}</span>
      <span className="text-xs break-all">{t('media.outside.hint', { host: outsideHost(url) })}</span>
    </button>
  );
}
