import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { useSession } from '@/features/auth/api/get-session';
import { ChatPage, type ChatMember } from '@/features/chat/components/chat-page';
import type { ProfileTarget } from '@/types/profile-target';

// The profile dialog (Radix) loads when first opened (ADR 011).
const profileDialog = deferComponent(() =>
  import('@/features/profiles/components/profile-dialog').then((module) => module.ProfileDialog),
);

/**
 * SPEC §2 public chat: the chat feature, told who is signed in by the auth feature; a name opens the
 * profile. ChatPage titles the page (usePageTitle): only it knows the open channel.
 */
export function ChatRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const [profile, setProfile] = useState<ProfileTarget | null>(null);
  const profileWanted = useOpenedOnce(profile !== null);
  const member = useMemo<ChatMember | null>(
    () => (user ? { userId: user.id, name: user.displayName, level: user.level } : null),
    [user],
  );
  return (
    <>
      <ChatPage title={t('pages.chat.title')} member={member} sessionLoading={isLoading} onOpenProfile={setProfile} />
      {profileWanted ? (
        <Suspense fallback={null}>
          <profileDialog.Component target={profile} onClose={() => setProfile(null)} viewerId={user?.id ?? null} />
        </Suspense>
      ) : null}
    </>
  );
}
