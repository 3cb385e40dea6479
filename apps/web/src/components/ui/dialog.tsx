import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/dom/utils';

// Shared with confirm-dialog.tsx: every modal of the app dims the page the same way.
export const overlayClasses = 'fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]';
export const centeredContentClasses =
  'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-xl focus-visible:outline-none';

const sheetClasses =
  'fixed inset-y-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-card text-card-foreground shadow-xl focus-visible:outline-none';
const closeClasses = 'rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the dialog for assistive technology; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  /** When the content shows its own heading: the title still names the dialog, read only. */
  hideTitle?: boolean;
  description?: ReactNode;
  closeLabel: string;
  /** 'center' is a modal box; 'left' and 'right' are full-height drawers for small screens. */
  side?: 'center' | 'left' | 'right';
  className?: string;
  children: ReactNode;
};

/**
 * The one modal frame (Radix): focus is trapped inside and returns to the trigger on close,
 * Escape and a click outside close it. Its module is loaded on first use (deferred.tsx, ADR 011).
 */
export function Dialog({ open, onOpenChange, title, hideTitle = false, description, closeLabel, side = 'center', className, children }: DialogProps) {
  const close = (
    <DialogPrimitive.Close aria-label={closeLabel} className={cn(closeClasses, side === 'center' && 'absolute right-3 top-3')}>
      <X aria-hidden="true" className="size-4" />
    </DialogPrimitive.Close>
  );
  const titleElement = (
    <DialogPrimitive.Title className={hideTitle ? 'sr-only' : side === 'center' ? 'text-lg font-semibold' : 'text-base font-semibold'}>
      {title}
    </DialogPrimitive.Title>
  );
  const descriptionElement = description ? (
    <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
  ) : null;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        {/* Without a description Radix wants aria-describedby set to undefined explicitly. */}
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            side === 'center' ? centeredContentClasses : sheetClasses,
            side === 'left' && 'left-0 border-r',
            side === 'right' && 'right-0 border-l',
            className,
          )}
        >
          {side === 'center' ? (
            <>
              {hideTitle ? (
                <>
                  {titleElement}
                  {descriptionElement}
                </>
              ) : (
                <div className="grid gap-1 pr-8">
                  {titleElement}
                  {descriptionElement}
                </div>
              )}
              {children}
              {close}
            </>
          ) : (
            <>
              <div className="flex h-14 items-center justify-between border-b px-4">
                {titleElement}
                {close}
              </div>
              {descriptionElement}
              <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
