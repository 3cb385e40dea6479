import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/dom/utils';
import { dismissToast, getToasts, removeToast, subscribeToToasts } from './toast-store';

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)]',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type ToasterProps = {
  /** Translated name of the notifications, read before each toast and naming their region. */
  regionLabel: string;
  closeLabel: string;
};

// Radix fills {hotkey} in the viewport's label only: the provider's label is read out verbatim
// before every toast, so it must be plain text.
const withHotkey = (label: string) => `${label} ({hotkey})`;

export function Toaster({ regionLabel, closeLabel }: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);

  return (
    <Toast.Provider swipeDirection="down" label={regionLabel}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          // Errors must interrupt assistive technologies; notices can wait their turn.
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          onAnimationEnd={() => {
            if (!item.open) removeToast(item.id);
          }}
          className={toastVariants({ variant: item.variant })}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="grid gap-1 text-sm opacity-90">
                {item.detail ? (
                  <>
                    <span>{item.description}</span>
                    <span>{item.detail}</span>
                  </>
                ) : (
                  item.description
                )}
              </Toast.Description>
            ) : null}
            {item.action ? (
              <Toast.Action
                altText={item.action.label}
                onClick={item.action.onClick}
                className="mt-1 w-fit rounded-md border border-current px-3 py-1 text-sm font-medium hover:bg-muted/20 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {item.action.label}
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label={closeLabel}
            className={cn(
              'absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={withHotkey(regionLabel)}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </Toast.Provider>
  );
}
