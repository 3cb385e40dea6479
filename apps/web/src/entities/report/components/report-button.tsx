import type { ReportTargetType } from '@la-meute/shared';
import { Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { cn } from '@/lib/dom/utils';

// The dialog (Radix, the form, zod) loads when first wanted (ADR 011).
const reportDialog = deferComponent(() => import('./report-dialog').then((module) => module.ReportDialog));

export type ReportButtonProps = {
  targetType: ReportTargetType;
  targetId: string;
  /** The content's own address; the current page's when absent. */
  url?: string;
  /** 'icon' for tight rows (a chat message), 'text' shows the word next to the flag. */
  display?: 'icon' | 'text';
  className?: string;
};

/** The one 'Signaler' action, the same on every kind of content, for members and visitors. */
export function ReportButton({ targetType, targetId, url, display = 'text', className }: ReportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);
  const label = t('report.button');

  return (
    <>
      <Button
        variant="ghost"
        size={display === 'icon' ? 'icon' : 'sm'}
        className={cn('text-muted-foreground', display === 'icon' && 'size-8', className)}
        aria-label={display === 'icon' ? label : undefined}
        title={display === 'icon' ? label : undefined}
        aria-haspopup="dialog"
        onPointerEnter={() => void reportDialog.preload()}
        onFocus={() => void reportDialog.preload()}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" />
        {display === 'text' ? label : null}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <reportDialog.Component open={open} onOpenChange={setOpen} targetType={targetType} targetId={targetId} url={url} />
        </Suspense>
      ) : null}
    </>
  );
}
