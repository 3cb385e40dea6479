import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useGoBack } from '@/features/feed/hooks/use-go-back';

/** SPEC §2 post page back button: the previous page, or the feed for a directly opened link. */
export function BackButton() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2 w-fit text-primary">
      <ArrowLeft aria-hidden="true" />
      {t('post.back')}
    </Button>
  );
}
