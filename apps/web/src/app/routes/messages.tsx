import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/features/auth/api/get-session';
import { MessagesPage } from '@/features/messaging/components/messages-page';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/**
 * SPEC §2 private messages, behind the member gate (require-member.tsx: spinner, then /auth for
 * visitors); the auth feature tells the messaging one who reads.
 */
export function MessagesRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle();
  if (!user) return null;
  return <MessagesPage title={t('pages.messages.title')} viewerId={user.id} />;
}
