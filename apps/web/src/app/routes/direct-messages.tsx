import { useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { DirectMessagesPage } from '@/features/messaging/components/direct-messages-page';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/**
 * SPEC §2 /direct-messages, behind the member gate (require-member.tsx: spinner, then /auth for
 * visitors). `?user=<id>` opens the private conversation with that member.
 */
export function DirectMessagesRoute() {
  const { user } = useSession();
  const [params] = useSearchParams();
  usePageTitle();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <DirectMessagesPage viewerId={user.id} preselectedUserId={params.get('user')} />
    </div>
  );
}
