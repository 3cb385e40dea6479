import { PAGE_ROUTES } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

/** A topic that does not exist (or was deleted): said plainly, with the way back to the forum. */
export function TopicNotFound() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div role="status" className="mt-6 grid justify-items-center gap-3 rounded-xl border border-dashed bg-card/70 px-6 py-10 text-center">
      <p className="font-semibold">{t('forum.notFound.title')}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t('errors.forum.not_found')}</p>
      <Link to={localize(PAGE_ROUTES.forum)} className="font-medium text-primary underline-offset-4 hover:underline">
        {t('forum.topic.back')}
      </Link>
    </div>
  );
}
