import { PAGE_ROUTES } from '@la-meute/shared';
import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/localized-path';

/** Shown to visitors in place of the composer: reading is open, writing needs an account (SPEC §6). */
export function JoinPrompt() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:p-5">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <PenLine className="size-5" />
      </span>
      <p className="flex-1 text-sm text-muted-foreground">{t('feed.joinPrompt.text')}</p>
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={localize(PAGE_ROUTES.auth)}>{t('feed.joinPrompt.signIn')}</Link>
        </Button>
        <Button asChild size="sm">
          <Link to={`${localize(PAGE_ROUTES.auth)}?tab=signup`}>{t('feed.joinPrompt.join')}</Link>
        </Button>
      </div>
    </section>
  );
}
