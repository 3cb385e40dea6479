import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth/api/get-session';
import { ChatPage, type ChatMember } from '@/features/chat/components/chat-page';

/** SPEC §2 public chat: the chat feature, told who is signed in by the auth feature. */
export function ChatRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const member = useMemo<ChatMember | null>(
    () => (user ? { userId: user.id, name: user.displayName, levelName: user.levelName } : null),
    [user],
  );
  return <ChatPage title={t('pages.chat.title')} member={member} sessionLoading={isLoading} />;
}
