import { PAGE_ROUTES } from '@la-meute/shared';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/localized-path';

/** What a visitor sees on /dating: meeting members needs an account (SPEC §6). */
export function DatingJoinPrompt() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center shadow-sm">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Heart className="size-6" />
      </span>
      <h2 className="text-xl font-semibold">{t('dating.joinPrompt.title')}</h2>
      <p className="text-muted-foreground">{t('dating.joinPrompt.text')}</p>
      <div className="flex gap-2">
        <Button asChild variant="outline">
          <Link to={localize(PAGE_ROUTES.auth)}>{t('dating.joinPrompt.signIn')}</Link>
        </Button>
        <Button asChild>
          <Link to={`${localize(PAGE_ROUTES.auth)}?tab=signup`}>{t('dating.joinPrompt.join')}</Link>
        </Button>
      </div>
    </section>
  );
}
