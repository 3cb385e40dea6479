import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/dom/utils';

type LoadErrorProps = {
  title: string;
  description?: string;
  onRetry: () => void;
  retrying?: boolean;
  /**
   * A secondary area (a landing section): announced politely (status) in a smaller frame. A page's
   * main content is an alert.
   */
  quiet?: boolean;
};

/** SPEC §8: what an area shows when its data could not load: never a blank space, always a retry. */
export function LoadError({ title, description, onRetry, retrying = false, quiet = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role={quiet ? 'status' : 'alert'}
      className={cn(
        'flex flex-col items-center gap-3 border border-dashed text-center',
        quiet ? 'rounded-2xl bg-card/60 p-6 text-sm text-muted-foreground' : 'rounded-xl bg-card/70 px-6 py-10',
      )}
    >
      <CloudOff aria-hidden="true" className={quiet ? 'size-6' : 'size-7 text-muted-foreground'} />
      <p className={quiet ? undefined : 'font-semibold'}>{title}</p>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('common.retry')}
      </Button>
    </div>
  );
}
