import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type LoadErrorProps = { message: string; onRetry: () => void };

/** What a landing section shows when its figures could not be loaded: never a blank area. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/60 p-6 text-center text-sm text-muted-foreground"
    >
      <CloudOff aria-hidden="true" className="size-6" />
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('landing.retry')}
      </Button>
    </div>
  );
}
