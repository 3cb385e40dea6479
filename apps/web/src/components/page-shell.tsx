import type { ReactNode } from 'react';
import { cn } from '@/lib/dom/utils';

type PageShellProps = { title: string; children?: ReactNode; className?: string };

/** The frame of a content page: its single h1, then the page body. */
export function PageShell({ title, children, className }: PageShellProps) {
  return (
    <section className={cn('mx-auto w-full max-w-5xl px-4 py-10', className)}>
      <h1 className="text-3xl font-bold tracking-tight text-primary">{title}</h1>
      {children}
    </section>
  );
}
