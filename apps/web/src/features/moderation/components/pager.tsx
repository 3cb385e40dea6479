import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';

/** Previous / next for the desk's paged lists. */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('moderation.pager.label')} className="flex items-center justify-center gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('moderation.pager.previous')}
      </Button>
      <span>{t('moderation.pager.position', { page, pageCount })}</span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('moderation.pager.next')}
      </Button>
    </nav>
  );
}
