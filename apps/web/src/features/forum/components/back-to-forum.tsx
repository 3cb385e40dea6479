import { PAGE_ROUTES } from '@la-meute/shared';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

export function BackToForum() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Link to={localize(PAGE_ROUTES.forum)} className="inline-flex w-fit items-center gap-2 text-sm font-medium text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('forum.topic.back')}
    </Link>
  );
}
