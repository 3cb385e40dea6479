import { PAGE_ROUTES } from '@la-meute/shared';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/i18n/use-page-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle();

  // SPEC §2: the missing path is logged.
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-primary/80">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <Button asChild variant="outline">
        <Link to={PAGE_ROUTES.home}>{t('common.backHome')}</Link>
      </Button>
    </section>
  );
}
