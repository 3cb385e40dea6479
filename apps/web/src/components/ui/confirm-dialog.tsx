import { AlertDialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/dom/utils';
import { centeredContentClasses, overlayClasses } from './dialog';

type ConfirmDialogProps = ComponentProps<typeof AlertDialog.Root> & {
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
};

const buttonBase = 'inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium disabled:opacity-50';

/** Asks before an action that cannot be undone; focus starts on Cancel. */
export function ConfirmDialog({ title, description, cancelLabel, confirmLabel, onConfirm, pending, ...root }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root {...root}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className={cn(centeredContentClasses, 'max-w-md')}>
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={cn(buttonBase, 'border border-input bg-card hover:bg-muted')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={pending}
              onClick={(event) => {
                // Stay open until the action is done; the caller closes the dialog.
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
