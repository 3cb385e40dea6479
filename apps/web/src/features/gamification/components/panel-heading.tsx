import type { ReactNode } from 'react';

type PanelHeadingProps = { id: string; title: string; description?: ReactNode };

/** The h2 and lead line that open each block of a gamification tab. */
export function PanelHeading({ id, title, description }: PanelHeadingProps) {
  return (
    <div className="grid max-w-2xl gap-1">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-primary">
        {title}
      </h2>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
    </div>
  );
}
