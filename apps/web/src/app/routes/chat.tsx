import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { useSession } from '@/features/auth/api/get-session';
import { ChatPage, type ChatMember } from '@/features/chat/components/chat-page';
import { pickChannel, toChatChannel } from '@/features/chat/lib/channels';
import type { ProfileTarget } from '@/features/profiles/components/profile-dialog';
import { useChannelLabel } from '@/lib/channel-label';
import { useChannels } from '@/lib/get-channels';
import { usePageTitle } from '@/lib/use-page-title';

// The profile dialog (Radix) loads when first opened (ADR 011).
const profileDialog = deferComponent(() =>
  import('@/features/profiles/components/profile-dialog').then((module) => module.ProfileDialog),
);

/** The open channel names the page: "#Général – Chat public" (issue #11), once the channels are known. */
function useChatTitle(): string | null {
  const { t } = useTranslation();
  const label = useChannelLabel();
  const channels = useChannels();
  const [params] = useSearchParams();
  const open = channels.data ? pickChannel(channels.data.channels.map(toChatChannel), params.get('channel')) : undefined;
  return open ? `#${label(open.name)} – ${t('pages.chat.title')}` : null;
}

/** SPEC §2 public chat: the chat feature, told who is signed in by the auth feature; a name opens the profile. */
export function ChatRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const [profile, setProfile] = useState<ProfileTarget | null>(null);
  const profileWanted = useOpenedOnce(profile !== null);
  usePageTitle(useChatTitle());
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
