import { TOAST_DURATION_MS, type ConversationSummary } from '@la-meute/shared';
import { ArrowLeft, EllipsisVertical, Phone, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { otherParticipant, participantName } from '@/features/messaging/lib/conversation-names';
import { ParticipantAvatar } from './participant-avatar';

type DirectMessagesHeaderProps = {
  conversation: ConversationSummary;
  /** Phones only: back to the list, which the open conversation replaces there. */
  onBack: () => void;
};

// SPEC §2: three inert icon buttons. They stay focusable and say so when used (as /messages does
// for calls) rather than being silently disabled.
const ACTIONS: { key: 'call' | 'video' | 'more'; Icon: LucideIcon }[] = [
  { key: 'call', Icon: Phone },
  { key: 'video', Icon: Video },
  { key: 'more', Icon: EllipsisVertical },
];

/** SPEC §2 /direct-messages: the other person's avatar, name and presence, and the call buttons. */
export function DirectMessagesHeader({ conversation, onBack }: DirectMessagesHeaderProps) {
  const { t } = useTranslation();
  const other = otherParticipant(conversation);
  const name = participantName(other) ?? t('conversation.unknownUser');
  const online = other?.online ?? false;

  return (
    <header className="flex min-h-16 items-center gap-2 border-b px-2 py-2 md:px-4">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('directMessages.back')} onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
      </Button>
      <ParticipantAvatar name={name} avatarUrl={other?.avatarUrl ?? null} online={online} size="md" announceOnline={false} />
      <div className="grid min-w-0 flex-1">
        <h2 className="truncate font-semibold">{name}</h2>
        <p className="truncate text-xs text-muted-foreground">{t(online ? 'conversation.online' : 'conversation.offline')}</p>
      </div>
      <div className="flex shrink-0 items-center">
        {ACTIONS.map(({ key, Icon }) => (
          <Button
            key={key}
            variant="ghost"
            size="icon"
            aria-label={t(`directMessages.actions.${key}`)}
            title={t(`directMessages.actions.${key}`)}
            onClick={() =>
              toast({ title: t('directMessages.comingSoon.title'), description: t('directMessages.comingSoon.text'), duration: TOAST_DURATION_MS.notice })
            }
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
    </header>
  );
}
