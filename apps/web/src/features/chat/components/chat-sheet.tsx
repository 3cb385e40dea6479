import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type ChatSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  children: ReactNode;
};

/** A side drawer for small screens (channels, online list); Radix traps focus and closes on Escape. */
export function ChatSheet({ open, onOpenChange, side, title, closeLabel, children }: ChatSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-card text-card-foreground shadow-xl focus-visible:outline-none',
            side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
          )}
        >
          <div className="flex h-14 items-center justify-between border-b px-4">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground">
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
