import { PawPrint } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';

/** SPEC §2 community page: badge, title and description. */
export function CommunityIntro() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
      <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card px-4 py-1.5 text-sm font-medium text-secondary-foreground shadow-sm">
        <PawPrint aria-hidden="true" className="size-4 text-accent" />
        {t('community.badge')}
      </p>
      <h1 className="text-balance text-4xl font-extrabold tracking-tight text-primary sm:text-5xl">
        {t('community.title')}
      </h1>
      <p className="text-pretty text-lg leading-relaxed text-muted-foreground sm:text-xl">
        {t('community.description')}
      </p>
    </div>
  );
}
