import { PAGE_ROUTES } from '@la-meute/shared';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { cn } from '@/lib/dom/utils';

type JoinPromptProps = {
  icon: LucideIcon;
  /** Only the page-sized prompt has a title. */
  title?: string;
  text: string;
  signInLabel: string;
  joinLabel: string;
  /** 'inline' sits in a page (the feed's composer slot); 'page' stands for the whole page's content. */
  layout?: 'inline' | 'page';
};

/** What a visitor sees where members act: 'Se connecter' and 'Rejoindre' (SPEC §6); texts come translated. */
export function JoinPrompt({ icon: Icon, title, text, signInLabel, joinLabel, layout = 'inline' }: JoinPromptProps) {
  const localize = useLocalizedPath();
  const page = layout === 'page';
  const size = page ? 'default' : 'sm';
  return (
    <section
      className={cn(
        'flex flex-col rounded-xl border bg-card shadow-sm',
        page ? 'mx-auto max-w-xl items-center gap-4 p-8 text-center' : 'gap-3 p-4 sm:flex-row sm:items-center sm:p-5',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('flex shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground', page ? 'size-12' : 'size-10')}
      >
        <Icon className={page ? 'size-6' : 'size-5'} />
      </span>
      {title ? <h2 className="text-xl font-semibold">{title}</h2> : null}
      <p className={cn('text-muted-foreground', !page && 'flex-1 text-sm')}>{text}</p>
      <div className="flex gap-2">
        <Button asChild variant="outline" size={size}>
          <Link to={localize(PAGE_ROUTES.auth)}>{signInLabel}</Link>
        </Button>
        <Button asChild size={size}>
          <Link to={`${localize(PAGE_ROUTES.auth)}?tab=signup`}>{joinLabel}</Link>
        </Button>
      </div>
    </section>
  );
}
