import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useGoBack } from '@/features/feed/hooks/use-go-back';

/** SPEC §2: 'Post not found' with a Go Back button. */
export function PostNotFound() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-14 text-center shadow-sm">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight text-primary">{t('post.notFound.title')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('post.notFound.description')}</p>
      <Button onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        {t('post.notFound.back')}
      </Button>
    </div>
  );
}
