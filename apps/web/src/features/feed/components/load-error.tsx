import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type LoadErrorProps = { title: string; description?: string; onRetry: () => void; retrying?: boolean };

/** What a feed or post area shows when it could not load: never a blank page, always a retry. */
export function LoadError({ title, description, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/70 px-6 py-10 text-center">
      <CloudOff aria-hidden="true" className="size-7 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('feed.retry')}
      </Button>
    </div>
  );
}
