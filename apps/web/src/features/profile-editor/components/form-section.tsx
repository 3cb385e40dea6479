import type { ReactNode } from 'react';
import { cn } from '@/lib/dom/utils';

/** One section of the editor (SPEC §2): a fieldset, so its legend is read with each of its fields. */
export function FormSection({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5', className)}>
      <legend className="float-left mb-1 w-full text-lg font-semibold text-primary">{legend}</legend>
      {children}
    </fieldset>
  );
}
