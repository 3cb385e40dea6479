import { PAGE_ROUTES } from '@la-meute/shared';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/localized-path';

const fieldClasses =
  'h-9 w-full rounded-md border border-input bg-card pl-8 pr-2 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/**
 * Issue #16: the bar's search, for visitors too. A plain GET form, so it works before the scripts
 * load; once they have, the app moves to /search itself. Small screens get a button to the page.
 */
export function SearchField() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const id = useId();
  const searchPath = localize(PAGE_ROUTES.search);
  return (
    <>
      <form
        role="search"
        // Named: a page may hold its own search landmark too (the forum's, the search page's).
        aria-label={t('search.field.landmark')}
        action={searchPath}
        method="get"
        className="relative hidden w-48 xl:block 2xl:w-60"
        onSubmit={(event) => {
          event.preventDefault();
          const q = new FormData(event.currentTarget).get('q');
          const text = typeof q === 'string' ? q.trim() : '';
          void navigate(text ? `${searchPath}?${new URLSearchParams({ q: text }).toString()}` : searchPath);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('search.field.label')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <input id={id} type="search" name="q" placeholder={t('search.field.placeholder')} autoComplete="off" className={fieldClasses} />
      </form>
      <Button asChild variant="ghost" size="icon" className="xl:hidden">
        <Link to={searchPath} aria-label={t('search.field.label')}>
          <Search aria-hidden="true" />
        </Link>
      </Button>
    </>
  );
}
