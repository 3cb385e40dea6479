import type { ReactNode } from 'react';
import { cn } from '@/lib/dom/utils';

type SectionHeadingProps = {
  /** The id of the heading, for `aria-labelledby` on the enclosing section. */
  id: string;
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  align?: 'start' | 'center';
  className?: string;
};

/** The h2 that opens a page section, with an optional small label above and a lead paragraph. */
export function SectionHeading({ id, title, description, eyebrow, align = 'center', className }: SectionHeadingProps) {
  return (
    <div className={cn('grid gap-3', align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      {eyebrow ? (
        <p>
          <span className="inline-block rounded-full bg-secondary px-3 py-1 text-xs font-semibold uppercase tracking-wider text-secondary-foreground">
            {eyebrow}
          </span>
        </p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="text-lg text-muted-foreground">{description}</p> : null}
    </div>
  );
}
