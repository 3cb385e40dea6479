import { TOAST_DURATION_MS, type ConversationSummary } from '@la-meute/shared';
import { ArrowLeft, Phone, Settings, Users, Video } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { conversationName, otherParticipant, participantName } from '@/features/messaging/lib/conversation-names';
import { ParticipantAvatar } from './participant-avatar';

type MessagesConversationHeaderProps = {
  conversation: ConversationSummary;
  /** Small screens: back to the list (the two alternate there). */
  onBack: () => void;
  /** The group's admin: rename it, add members. */
  onOpenSettings: () => void;
  onPreloadSettings: () => void;
};

/** The open conversation's name, who is in it or whether they are online, and its actions. */
export function MessagesConversationHeader({ conversation, onBack, onOpenSettings, onPreloadSettings }: MessagesConversationHeaderProps) {
  const { t } = useTranslation();
  const group = conversation.type === 'group';
  const name = conversationName(conversation, t('messages.group.defaultTitle')) ?? t('conversation.unknownUser');
  const other = otherParticipant(conversation);
  const members = conversation.participants.map((member) => participantName(member) ?? t('conversation.unknownUser'));

  // SPEC §2: calls are not built; their buttons only say so.
  const comingSoon = (kind: 'audio' | 'video') =>
    toast({ title: t('messages.call.soonTitle'), description: t(`messages.call.${kind}Soon`), duration: TOAST_DURATION_MS.notice });

  return (
    <header className="flex min-h-16 items-center gap-2 border-b px-2 py-2 md:px-4">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('messages.back')} onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
      </Button>
      {group ? (
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Users aria-hidden="true" className="size-5" />
        </span>
      ) : (
        <ParticipantAvatar name={name} avatarUrl={other?.avatarUrl ?? null} online={other?.online} size="md" announceOnline={false} />
      )}
      <div className="grid min-w-0 flex-1">
        <h2 className="truncate font-semibold">{name}</h2>
        <p className="truncate text-xs text-muted-foreground">
          {group ? t('messages.group.members', { names: [t('messages.group.you'), ...members].join(', ') }) : t(other?.online ? 'conversation.online' : 'conversation.offline')}
        </p>
      </div>
      <div className="flex shrink-0 items-center">
        <Button variant="ghost" size="icon" aria-label={t('messages.call.audio')} title={t('messages.call.audio')} onClick={() => comingSoon('audio')}>
          <Phone aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('messages.call.video')} title={t('messages.call.video')} onClick={() => comingSoon('video')}>
          <Video aria-hidden="true" />
        </Button>
        {group && conversation.isAdmin ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('messages.group.settings')}
            title={t('messages.group.settings')}
            onPointerEnter={onPreloadSettings}
            onFocus={onPreloadSettings}
            onClick={onOpenSettings}
          >
            <Settings aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </header>
  );
}
