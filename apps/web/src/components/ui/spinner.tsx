import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/dom/utils';

type SpinnerProps = { label: string; className?: string };

/** A busy indicator that screen readers announce by its label. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center py-16', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
