import { X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

// components/ui has no dialog yet; these two frames stay here until one exists there.
const overlayClasses = 'fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]';
const contentClasses =
  'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-xl focus-visible:outline-none';

type FrameProps = { title: string; description?: ReactNode; children: ReactNode; className?: string };

export function DialogFrame({ title, description, children, className, closeLabel }: FrameProps & { closeLabel: string }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={overlayClasses} />
      {/* Without a description Radix wants aria-describedby set to undefined explicitly. */}
      <Dialog.Content className={cn(contentClasses, className)} {...(description ? {} : { 'aria-describedby': undefined })}>
        <div className="grid gap-1 pr-8">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description ? <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description> : null}
        </div>
        {children}
        <Dialog.Close
          aria-label={closeLabel}
          className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export const DialogRoot = Dialog.Root;

type ConfirmDialogProps = ComponentProps<typeof AlertDialog.Root> & {
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
};

/** Asks before an action that cannot be undone; focus starts on Cancel. */
export function ConfirmDialog({ title, description, cancelLabel, confirmLabel, onConfirm, pending, ...root }: ConfirmDialogProps) {
  const buttonBase = 'inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium disabled:opacity-50';
  return (
    <AlertDialog.Root {...root}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className={cn(contentClasses, 'max-w-md')}>
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={cn(buttonBase, 'border border-input bg-card hover:bg-muted')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={pending}
              onClick={(event) => {
                // Stay open until the deletion is done; the caller closes the dialog.
                event.preventDefault();
                onConfirm();
              }}
              className={cn(buttonBase, 'bg-destructive text-destructive-foreground hover:bg-destructive/90')}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
