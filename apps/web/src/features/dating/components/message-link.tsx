import { PAGE_ROUTES } from '@la-meute/shared';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

/** 'Message privé': /direct-messages?user=<id> opens (or creates) the private conversation. */
export function MessageLink({ userId, name, onNavigate }: { userId: string; name: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Button asChild variant="outline">
      <Link
        to={`${localize(PAGE_ROUTES.directMessages)}?${new URLSearchParams({ user: userId }).toString()}`}
        aria-label={t('dating.message.label', { name })}
        onClick={onNavigate}
      >
        <MessageCircle aria-hidden="true" />
        {t('dating.message.action')}
      </Link>
    </Button>
  );
}
