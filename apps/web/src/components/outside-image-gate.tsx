import { ImageIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isOutsideAddress, outsideHost } from '@/lib/outside-media';
import { cn } from '@/lib/utils';

type OutsideImageGateProps = { url: string; children: ReactNode; className?: string };

/**
 * An attached image from another site is loaded only when the member asks: shown on its own, it
 * would be a tracking pixel telling that site who reads the post or the message. Our own uploads
 * (`/media/…`) show at once.
 */
export function OutsideImageGate({ url, children, className }: OutsideImageGateProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  if (shown || !isOutsideAddress(url)) return <>{children}</>;
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
