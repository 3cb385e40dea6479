import { PAGE_ROUTES } from '@la-meute/shared';
import { Mail } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { CountBadge } from '@/components/count-badge';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useUnreadTotal } from '@/features/messaging/api/get-unread-total';
import { useMessagingEvents } from '@/features/messaging/hooks/use-messaging-events';

/**
 * The member's messages, with the number of messages from others they have not read. It follows
 * their live events (a new message, a read on another device), so it is right on every page.
 */
export function MessagesLink() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  useMessagingEvents(true);
  const count = useUnreadTotal(true).data?.count ?? 0;
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to={localize(PAGE_ROUTES.directMessages)} aria-label={count > 0 ? t('nav.messagesUnread', { count }) : t('nav.messages')}>
        <Mail aria-hidden="true" />
        {count > 0 ? (
          <CountBadge count={count} />
        ) : null}
      </Link>
    </Button>
  );
}
