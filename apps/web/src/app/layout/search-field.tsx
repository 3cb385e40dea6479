import { PAGE_ROUTES } from '@la-meute/shared';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

// Below 1536 px the labelled links need the bar's width: the field is a square with its magnifier
// until it takes the focus, then widens to the left over the links (opaque, above them) while the
// member types. Its placeholder shows only once there is room for it.
const boxClasses =
  'absolute inset-y-0 right-0 z-10 w-9 transition-[width] duration-150 focus-within:w-56 motion-reduce:transition-none 2xl:w-full';
const fieldClasses =
  'h-9 w-full cursor-pointer rounded-md border border-input bg-card pl-8 pr-2 text-sm placeholder:text-transparent focus:cursor-text focus:placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring 2xl:cursor-text 2xl:placeholder:text-muted-foreground';

/**
 * The bar's search, for visitors too. A plain GET form, so it works before the scripts
 * load; once they have, the app moves to /search itself. Below 1280 px the bar has room for an
 * icon only: a button to the search page.
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
        className="relative hidden h-9 w-9 shrink-0 xl:block 2xl:w-56"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const q = new FormData(form).get('q');
          const text = typeof q === 'string' ? q.trim() : '';
          // Emptied and let go, the narrow field folds back off the links it covered.
          form.reset();
          if (document.activeElement instanceof HTMLElement && form.contains(document.activeElement)) document.activeElement.blur();
          void navigate(text ? `${searchPath}?${new URLSearchParams({ q: text }).toString()}` : searchPath);
        }}
      >
        <div className={boxClasses}>
          <label htmlFor={id} className="sr-only">
            {t('search.field.label')}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <input id={id} type="search" name="q" placeholder={t('search.field.placeholder')} autoComplete="off" className={fieldClasses} />
        </div>
      </form>
      <Button asChild variant="ghost" size="icon" className="shrink-0 xl:hidden">
        <Link to={searchPath} aria-label={t('search.field.label')}>
          <Search aria-hidden="true" />
        </Link>
      </Button>
    </>
  );
}
